import type { Db } from '../../db/database';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';

/**
 * Someone registered with an address that already has an account: the registration answers as for a
 * new address (issue 23 item 11, no account enumeration) and the owner learns of it here instead.
 */
export async function notifyExistingOwner(db: Db, input: { email: string; appUrl: string; now: Date }) {
  const content = renderEmail({
    companyName: 'Trazo',
    heading: 'Intento de registro con su correo',
    paragraphs: [
      'Alguien intentó crear una cuenta de Trazo con este correo electrónico, que ya tiene una cuenta. No creamos otra ni cambiamos la suya.',
      'Si fue usted, ingrese con su contraseña o recupérela desde la página de ingreso.',
    ],
    action: { label: 'Ir al ingreso', url: `${input.appUrl}/login` },
    footnote: 'Si no fue usted, no tiene que hacer nada: su cuenta sigue igual.',
  });
  await enqueueMail(
    db,
    { kind: 'registration-attempt', to: input.email, subject: 'Intento de registro en Trazo', ...content },
    input.now,
  );
}
