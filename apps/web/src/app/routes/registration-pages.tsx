import { lazy, Suspense } from 'react';
import {
  type RecoveryDialogComponentProps,
  RegistrationScreen,
} from '../../features/registration/registration-screen';

// spec §2.3: the three registration pages. The app composes them with the auth feature's recovery
// dialog (features do not import each other); here it reports failures as 'Error en envio: …' (§5).

const RecoveryDialog = lazy(() =>
  import('../../features/auth/components/recovery-dialog').then((m) => ({ default: m.RecoveryDialog })),
);

function RegistrationRecoveryDialog(props: RecoveryDialogComponentProps) {
  return (
    <Suspense fallback={null}>
      <RecoveryDialog {...props} sendErrorPrefix />
    </Suspense>
  );
}

export function RegistrarGeneradoresPage() {
  return <RegistrationScreen variant="generadores" />;
}

export function RegistrarServiciosEspecialesPage() {
  return <RegistrationScreen variant="especiales" recoveryDialog={RegistrationRecoveryDialog} />;
}

export function RegistrarEmpresasTransportePage() {
  return <RegistrationScreen variant="transporte" recoveryDialog={RegistrationRecoveryDialog} />;
}
