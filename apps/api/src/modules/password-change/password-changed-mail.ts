import type { OutgoingMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';

/** Tells the owner their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(
  user: { email: string; name: string },
  appUrl: string,
  now: Date,
): OutgoingMail {
  const when = now.toLocaleString('es-CO', {
    timeZone: 'America/Bogota',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const { html, text } = renderEmail({
    heading: 'Su contraseña fue cambiada',
    greeting: `Hola, ${user.name}:`,
    paragraphs: [
      `La contraseña de su cuenta de Trazo se cambió el ${when}. Las demás sesiones abiertas se cerraron.`,
      'Si usted no hizo este cambio, recupere su contraseña de inmediato desde la página de ingreso.',
    ],
    action: { label: 'Ir al ingreso', url: `${appUrl}/login` },
  });
  return {
    kind: 'password-changed',
    to: user.email,
    subject: 'Su contraseña de Trazo fue cambiada',
    html,
    text,
  };
}
