import { LIMITS } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { CODE_POLICY, generateCode, storeSecret } from '../../lib/one-time-codes';
import type { ServiceDeps } from '../../lib/service-deps';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';
import { buildEmailVerifyLink } from './email-link';

export interface VerificationRecipient {
  id: number;
  email: string;
  name: string;
}

/**
 * Issues a new e-mail verification code (the previous one stops working) and queues the mail with
 * the code and the signed link, in the caller's transaction `tx` (spec §2.4, §4).
 */
export async function sendVerificationMail(
  tx: Db,
  deps: Pick<ServiceDeps, 'signer' | 'config'>,
  input: { user: VerificationRecipient; companyName: string; now: Date },
): Promise<{ sentAt: Date; expiresAt: Date }> {
  const { user, now } = input;
  const code = generateCode();
  const { expiresAt } = await storeSecret(tx, deps.signer, {
    userId: user.id,
    purpose: 'email_code',
    secret: code,
    ttlMs: CODE_POLICY.codeTtlMs,
    now,
  });
  await tx.update(users).set({ verificationCodeSentAt: now }).where(eq(users.id, user.id));
  const link = buildEmailVerifyLink(deps.signer, deps.config.appUrl, user, now);
  const content = renderEmail({
    companyName: input.companyName,
    heading: 'Verifica tu correo electrónico',
    greeting: `Hola ${user.name},`,
    paragraphs: [
      `Para confirmar tu correo, escribe este código en la página de verificación de Trazo. Es válido por ${LIMITS.codeValidityMinutes} minutos y sirve una sola vez.`,
      'También puedes verificarlo con el botón; el enlace es válido por 60 minutos.',
    ],
    code,
    action: { label: 'Verificar mi correo', url: link },
    footnote: 'Si no creaste una cuenta en Trazo, ignora este mensaje.',
  });
  await enqueueMail(
    tx,
    {
      kind: 'verification-code',
      to: user.email,
      subject: 'Verifica tu correo en Trazo',
      ...content,
      logHint: code,
    },
    now,
  );
  return { sentAt: now, expiresAt };
}
