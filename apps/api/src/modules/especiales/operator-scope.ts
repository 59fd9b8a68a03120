import { ROLE } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { tenantOf } from '../../plugins/authorization';

/** Role 1 only (the authentication gate checks `config.roles` before anything else runs). */
export const ESPECIALES_ROLES = [ROLE.especiales] as const;

/**
 * The special-transport operator the caller works for: the customer chosen on
 * /especiales/select-customer, kept with the session (ADR 0002). Every especiales query filters by it.
 */
export function operatorOf(request: FastifyRequest): number {
  return tenantOf(request);
}
