import type { TStatusAction } from '@trazo/shared';
import type { OutgoingMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';

export interface CustomerMailInput {
  action: TStatusAction;
  to: string;
  name: string;
  companyName: string;
  nit: string;
  appUrl: string;
}

/** The e-mail the company's administrator gets when the super-administrator acts on the company. */
export function customerMail(input: CustomerMailInput): OutgoingMail {
  const { action, name, companyName, nit, appUrl } = input;
  const company = `${companyName} (NIT ${nit})`;
  const content = {
    activar: {
      subject: `${companyName} fue activada en Trazo`,
      heading: 'Su empresa fue activada',
      paragraphs: [
        `La empresa ${company} fue activada en Trazo.`,
        'Ya puede ingresar con su correo electrónico y su contraseña y administrar los usuarios de su empresa.',
      ],
    },
    rechazar: {
      subject: `La solicitud de registro de ${companyName} fue rechazada`,
      heading: 'Solicitud de registro rechazada',
      paragraphs: [
        `La solicitud de registro de la empresa ${company} en Trazo no fue aprobada.`,
        'Si cree que se trata de un error, responda a su contacto comercial de Trazo.',
      ],
    },
    desactivar: {
      subject: `${companyName} fue desactivada en Trazo`,
      heading: 'Su empresa fue desactivada',
      paragraphs: [
        `La empresa ${company} fue desactivada en Trazo: sus usuarios ya no pueden ingresar en nombre de ella y las sesiones abiertas se cerraron.`,
        'Si cree que se trata de un error, comuníquese con su contacto comercial de Trazo.',
      ],
    },
  }[action];
  const { html, text } = renderEmail({
    companyName,
    heading: content.heading,
    greeting: `Hola, ${name}:`,
    paragraphs: content.paragraphs,
    ...(action === 'activar' ? { action: { label: 'Ingresar a Trazo', url: `${appUrl}/login` } } : {}),
  });
  return { kind: `customer-${action}`, to: input.to, subject: content.subject, html, text };
}
