import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MSG } from '@trazo/shared';
import { type ComponentType, useState } from 'react';
import { PageLink, usePageLocation } from '../../components/page-routing';
import { RegistrationForm } from './components/registration-form';
import { initialRoleOf } from './registration-values';
import { REGISTRATION_VARIANTS, type RegistrationVariantKey } from './registration-variants';

export interface RecoveryDialogComponentProps {
  opened: boolean;
  onClose: () => void;
}

interface RegistrationScreenProps {
  variant: RegistrationVariantKey;
  /** The 'Recuperar contraseña' dialog, given by the app (features do not import each other). */
  recoveryDialog?: ComponentType<RecoveryDialogComponentProps>;
}

/** /registrar-generadores, /registrar-servicios-especiales, /registrar-empresas-transporte (spec §2.3). */
export function RegistrationScreen({
  variant: key,
  recoveryDialog: RecoveryDialog,
}: RegistrationScreenProps) {
  const variant = REGISTRATION_VARIANTS[key];
  const { search } = usePageLocation();
  const [recoveryOpened, recovery] = useDisclosure(false);
  // Mounted from the first opening on, so the dialog's code loads only when someone needs it.
  const [isRecoveryUsed, setRecoveryUsed] = useState(false);
  const hasRecovery = variant.hasRecovery && RecoveryDialog !== undefined;

  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} maw={880} mx="auto" w="100%">
      <Stack gap="xl">
        <div>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {variant.title}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {variant.subtitle}
          </Text>
        </div>
        <RegistrationForm
          key={key}
          variant={variant}
          initialRole={initialRoleOf(new URLSearchParams(search).get('rol'))}
        />
        <Group justify="center" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {MSG.haveAccount}
          </Text>
          <Anchor component={PageLink} to="/login" size="sm" fw={600}>
            {variant.loginLinkLabel}
          </Anchor>
          {hasRecovery && (
            <>
              <Text size="sm" c="dimmed" aria-hidden>
                ·
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setRecoveryUsed(true);
                  recovery.open();
                }}
              >
                {MSG.recoverPassword}
              </Anchor>
            </>
          )}
        </Group>
      </Stack>
      {hasRecovery && isRecoveryUsed && <RecoveryDialog opened={recoveryOpened} onClose={recovery.close} />}
    </Paper>
  );
}
