import { MSG } from '@trazo/shared';
import type { RegistrationEndpoint } from './api/register';

// spec §2.3: one form, three pages. The generators page also serves providers and third parties and
// asks for the transport company's NIT; the two company pages offer 'Ingresa ahora!' and recovery.

export type RegistrationVariantKey = 'generadores' | 'especiales' | 'transporte';

export interface RegistrationVariant {
  title: string;
  subtitle: string;
  endpoint: RegistrationEndpoint;
  /** The generators route links the user to a transport company (nit_transporte, spec §3). */
  hasTransportNit: boolean;
  nitLabel: string;
  loginLinkLabel: string;
  /** The 'Recuperar contraseña' dialog (spec §2.3). */
  hasRecovery: boolean;
}

export const REGISTRATION_VARIANTS: Record<RegistrationVariantKey, RegistrationVariant> = {
  generadores: {
    title: MSG.registerGeneradoresTitle,
    subtitle: MSG.registerGeneradoresSubtitle,
    endpoint: '/registergenerador',
    hasTransportNit: true,
    nitLabel: MSG.generatorNitLabel,
    loginLinkLabel: MSG.loginHere,
    hasRecovery: false,
  },
  especiales: {
    title: MSG.registerEspecialesTitle,
    subtitle: MSG.registerCompanySubtitle,
    endpoint: '/registerespecial',
    hasTransportNit: false,
    nitLabel: MSG.companyNitLabel,
    loginLinkLabel: MSG.registerLoginLink,
    hasRecovery: true,
  },
  transporte: {
    title: MSG.registerTransporteTitle,
    subtitle: MSG.registerCompanySubtitle,
    endpoint: '/registerempresatransporte',
    hasTransportNit: false,
    nitLabel: MSG.companyNitLabel,
    loginLinkLabel: MSG.registerLoginLink,
    hasRecovery: true,
  },
};
