import type { TStatusAction } from '@trazo/shared';
import type { OutgoingMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';

export interface UserRoleMailInput {
  action: TStatusAction;
  to: string;
  name: string;
  roleName: string;
  /** The company the role belongs to; the platform itself for roles without one. */
  companyName: string;
  appUrl: string;
}

/** The e-mail each activation action sends to the user concerned (Spanish, with the company's name). */
export function userRoleMail(input: UserRoleMailInput): OutgoingMail {
  const { action, name, roleName, companyName, appUrl } = input;
  const login = { label: 'Ingresar a Trazo', url: `${appUrl}/login` };
  const content = {
    activar: {
      subject: `Su cuenta en ${companyName} fue activada`,
      heading: 'Su cuenta fue activada',
      paragraphs: [
        `${companyName} activó su acceso a Trazo como ${roleName}.`,
        'Ya puede ingresar con su correo electrónico y su contraseña.',
      ],
      action: login,
    },
    rechazar: {
      subject: `Su solicitud de acceso a ${companyName} fue rechazada`,
      heading: 'Solicitud de acceso rechazada',
      paragraphs: [
        `${companyName} no aprobó su solicitud de acceso a Trazo como ${roleName}.`,
        'Si cree que se trata de un error, comuníquese directamente con la empresa.',
      ],
    },
    desactivar: {
      subject: `Su acceso a ${companyName} fue desactivado`,
      heading: 'Acceso desactivado',
      paragraphs: [
        `${companyName} desactivó su acceso a Trazo como ${roleName}. Las sesiones abiertas con ese rol se cerraron.`,
        'Si cree que se trata de un error, comuníquese directamente con la empresa.',
      ],
    },
  }[action];
  const { html, text } = renderEmail({
    companyName,
    heading: content.heading,
    greeting: `Hola, ${name}:`,
    paragraphs: content.paragraphs,
    ...('action' in content ? { action: content.action } : {}),
  });
  return { kind: `user-role-${action}`, to: input.to, subject: content.subject, html, text };
}
