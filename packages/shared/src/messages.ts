import { ACCOUNT_MESSAGES } from './messages/accounts';
import { CARTERA_MESSAGES } from './messages/cartera';
import { COMMON_MESSAGES } from './messages/common';
import { CONFIGURATION_MESSAGES } from './messages/configuration';
import { DASHBOARD_MESSAGES } from './messages/dashboard';
import { DRIVER_ESPECIALES_MESSAGES } from './messages/driver-especiales';
import { DRIVER_MESSAGES } from './messages/drivers';
import { ESPECIALES_MESSAGES } from './messages/especiales';
import { ESPECIALES_SERVICE_MESSAGES } from './messages/especiales-services';
import { FLEET_MESSAGES } from './messages/fleet';
import { INPUT_MESSAGES } from './messages/input';
import { LATENESS_MESSAGES } from './messages/lateness';
import { MONEY_MESSAGES } from './messages/money';
import { MOVEMENT_MESSAGES } from './messages/movements';
import { NOTIFICATION_MESSAGES } from './messages/notifications';
import { PARTNER_MESSAGES } from './messages/partners';
import { PRIVACY_MESSAGES } from './messages/privacy';
import { PROFILE_MESSAGES } from './messages/profiles';
import { REPORT_MESSAGES } from './messages/reports';
import { SHARE_LOOKUP_MESSAGES } from './messages/share-lookup';
import { SITE_MESSAGES } from './messages/site';
import { SPEC_MESSAGES } from './messages/spec';
import { TRIP_MESSAGES } from './messages/trips';
import { TURN_MESSAGES } from './messages/turnos';
import { UPLOAD_MESSAGES } from './messages/uploads';
import { UX_MESSAGES } from './messages/ux';

// Every Spanish text of the product, in one catalogue: the texts the specification quotes (verbatim), then
// ours, one file per area. A key may stand in one group only (messages.test.ts): in the spread below a
// second one would silently win.
export const MESSAGE_GROUPS = {
  spec: SPEC_MESSAGES,
  common: COMMON_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
  site: SITE_MESSAGES,
  movements: MOVEMENT_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  configuration: CONFIGURATION_MESSAGES,
  ux: UX_MESSAGES,
  input: INPUT_MESSAGES,
  reports: REPORT_MESSAGES,
  shareLookup: SHARE_LOOKUP_MESSAGES,
  money: MONEY_MESSAGES,
  trips: TRIP_MESSAGES,
  drivers: DRIVER_MESSAGES,
  cartera: CARTERA_MESSAGES,
  especiales: ESPECIALES_MESSAGES,
  partners: PARTNER_MESSAGES,
  profiles: PROFILE_MESSAGES,
  lateness: LATENESS_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  especialesServices: ESPECIALES_SERVICE_MESSAGES,
  fleet: FLEET_MESSAGES,
  driverEspeciales: DRIVER_ESPECIALES_MESSAGES,
  turnos: TURN_MESSAGES,
} as const;

export const MSG = {
  ...SPEC_MESSAGES,
  ...COMMON_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...SITE_MESSAGES,
  ...MOVEMENT_MESSAGES,
  ...PRIVACY_MESSAGES,
  ...UPLOAD_MESSAGES,
  ...CONFIGURATION_MESSAGES,
  ...UX_MESSAGES,
  ...INPUT_MESSAGES,
  ...REPORT_MESSAGES,
  ...SHARE_LOOKUP_MESSAGES,
  ...MONEY_MESSAGES,
  ...TRIP_MESSAGES,
  ...DRIVER_MESSAGES,
  ...CARTERA_MESSAGES,
  ...ESPECIALES_MESSAGES,
  ...PARTNER_MESSAGES,
  ...PROFILE_MESSAGES,
  ...LATENESS_MESSAGES,
  ...DASHBOARD_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...ESPECIALES_SERVICE_MESSAGES,
  ...FLEET_MESSAGES,
  ...DRIVER_ESPECIALES_MESSAGES,
  ...TURN_MESSAGES,
} as const;

export type MessageKey = keyof typeof MSG;
