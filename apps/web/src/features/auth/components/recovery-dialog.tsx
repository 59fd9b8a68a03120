import { Modal } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useState } from 'react';
import { clearRecovery, type RecoveryState, readRecovery, saveRecovery } from '../recovery-cookie';
import { RecoveryCodeStep } from './recovery-code-step';
import { RecoveryEmailStep } from './recovery-email-step';

export interface RecoveryDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The registration pages show request failures as 'Error en envio: …' (spec §5). */
  sendErrorPrefix?: boolean;
}

/**
 * spec §2.2 recovery dialog: the e-mail, then the e-mailed code, the new password twice and the
 * 'Tiempo restante' countdown. The code's expiry lives in a cookie until it passes (spec §4), so the
 * dialog reopens at the code step; success closes it and forgets everything.
 */
export function RecoveryDialog({ opened, onClose, sendErrorPrefix = false }: RecoveryDialogProps) {
  const [pending, setPending] = useState<RecoveryState | null>(readRecovery);
  // Remounts the steps after success, so no typed value survives (spec §2.2 "the form clears").
  const [generation, setGeneration] = useState(0);
  const [emailDraft, setEmailDraft] = useState('');

  const onCodeSent = (state: RecoveryState) => {
    saveRecovery(state);
    setPending(state);
  };

  const startOver = () => {
    clearRecovery();
    setEmailDraft(pending?.email ?? '');
    setPending(null);
  };

  const onChanged = () => {
    clearRecovery();
    setPending(null);
    setEmailDraft('');
    setGeneration((n) => n + 1);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.recoverPassword} size={450}>
      {pending ? (
        <RecoveryCodeStep
          key={`code-${generation}`}
          state={pending}
          onDone={onChanged}
          onStartOver={startOver}
        />
      ) : (
        <RecoveryEmailStep
          key={`email-${generation}`}
          initialEmail={emailDraft}
          sendErrorPrefix={sendErrorPrefix}
          onCancel={onClose}
          onSent={onCodeSent}
        />
      )}
    </Modal>
  );
}
