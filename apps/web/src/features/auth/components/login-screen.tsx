import { Anchor, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TLoginResponse, TRoleOption, TSessionResponse } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

// Both dialogs are needed by few visits; loading them on first use keeps the login page light.
const RecoveryDialog = lazy(() => import('./recovery-dialog').then((m) => ({ default: m.RecoveryDialog })));
const RoleDialog = lazy(() => import('./role-dialog').then((m) => ({ default: m.RoleDialog })));

interface LoginScreenProps {
  variant: 'trazo' | 'customer';
  title: string;
  subtitle: string;
  /** Where "register" leads: /info-generadores, or /pasarela on the customer variant (spec §2.2). */
  registerTo: string;
  /** Decides where to go; returns null when the user must choose a role first. */
  destinationOf: (response: TLoginResponse) => string | null;
  onNavigate: (path: string) => void;
  destinationAfterRole: (session: TSessionResponse) => string;
}

export function LoginScreen(props: LoginScreenProps) {
  const [recoveryOpened, recovery] = useDisclosure(false);
  // Mounted from the first opening on, so the dialog keeps its closing transition.
  const [recoveryUsed, setRecoveryUsed] = useState(false);
  const [roleOptions, setRoleOptions] = useState<TRoleOption[] | null>(null);

  const onLoggedIn = (response: TLoginResponse) => {
    const path = props.destinationOf(response);
    if (path) props.onNavigate(path);
    else setRoleOptions(response.rol1);
  };

  return (
    <AuthShell
      variant={props.variant}
      title={props.title}
      subtitle={props.subtitle}
      footer={
        <Text size="sm" ta="center" c="dimmed">
          {MSG.noAccount}{' '}
          <Anchor component={Link} to={props.registerTo} fw={600}>
            {MSG.registerLink}
          </Anchor>
        </Text>
      }
    >
      <LoginForm
        accent={props.variant === 'customer' ? 'dark' : 'trazo'}
        onLoggedIn={onLoggedIn}
        onForgotPassword={() => {
          setRecoveryUsed(true);
          recovery.open();
        }}
      />
      <Suspense fallback={null}>
        {recoveryUsed && <RecoveryDialog opened={recoveryOpened} onClose={recovery.close} />}
        {roleOptions && (
          <RoleDialog
            opened
            options={roleOptions}
            onSelected={(session) => props.onNavigate(props.destinationAfterRole(session))}
          />
        )}
      </Suspense>
    </AuthShell>
  );
}
