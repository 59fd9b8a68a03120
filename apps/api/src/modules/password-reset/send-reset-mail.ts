import { LIMITS } from '@trazo/shared';
import type { Db } from '../../db/database';
import { CODE_POLICY, generateCode, generateLinkToken, storeSecret } from '../../lib/one-time-codes';
import type { Signer } from '../../lib/signer';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';

/**
 * Stores a recovery code (10 min) and a /resetpassword link token (60 min), both single use — the
 * previous ones stop working — and queues the mail carrying both, in the caller's transaction.
 */
export async function sendResetMail(
  tx: Db,
  deps: { signer: Signer; appUrl: string },
  input: { user: { id: number; email: string; name: string }; companyName: string; now: Date },
): Promise<void> {
  const { user, now } = input;
  const code = generateCode();
  const token = generateLinkToken();
  const base = { userId: user.id, now };
  await storeSecret(tx, deps.signer, {
    ...base,
    purpose: 'password_code',
    secret: code,
    ttlMs: CODE_POLICY.codeTtlMs,
  });
  await storeSecret(tx, deps.signer, {
    ...base,
    purpose: 'password_link',
    secret: token,
    ttlMs: CODE_POLICY.resetLinkTtlMs,
  });
  const link = `${deps.appUrl}/resetpassword?email=${encodeURIComponent(user.email)}&token=${token}`;
  const content = renderEmail({
    companyName: input.companyName,
    heading: 'Restablece tu contraseña',
    greeting: `Hola ${user.name},`,
    paragraphs: [
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta. Escribe este código en la ventana de recuperación; es válido por ${LIMITS.codeValidityMinutes} minutos.`,
      `O usa el botón para elegir una nueva contraseña; el enlace es válido por ${LIMITS.resetLinkValidityMinutes} minutos y sirve una sola vez.`,
    ],
    code,
    action: { label: 'Restablecer contraseña', url: link },
    footnote: 'Si no solicitaste este cambio, ignora este mensaje: tu contraseña sigue siendo la misma.',
  });
  await enqueueMail(
    tx,
    {
      kind: 'password-reset',
      to: user.email,
      subject: 'Restablece tu contraseña de Trazo',
      ...content,
      logHint: code,
    },
    now,
  );
}
