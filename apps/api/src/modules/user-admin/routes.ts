import {
  MSG,
  ROLE,
  STATUS_ACTIONS,
  ZAssignProfileRequest,
  ZCompanyUserExportQuery,
  ZCompanyUserListQuery,
  ZUserExportQuery,
  ZUserListQuery,
  ZUserRoleActionResponse,
  ZUserRolePage,
  ZUserRoleParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses, ZIgnoredBody } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { assignProfile } from '../company-profiles/manage-profiles';
import { sendReportFile } from '../reports/send-report-file';
import { changeUserRoleStatus } from './change-user-role-status';
import { exportUserRoles } from './export-user-roles';
import { findUserRoleRow, findUserRoles } from './find-user-roles';

const tags = ['Activación de usuarios'];
const SUMMARY = { activar: 'Activar', rechazar: 'Rechazar', desactivar: 'Desactivar' } as const;

// Issue 3 item 7: /empresa-transporte/usuarios (role 5, its own company) and
// /super-administrador/usuarios (role 6, every company). The role is checked by the authentication gate,
// before validation, so a wrong role gets 403 whatever it sends.
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      const config = { roles: [ROLE.empresaTransporte], permission: 'usuarios.administrar' as const };
      r.get(
        '/',
        {
          config,
          schema: {
            tags,
            summary: 'Usuarios de mi empresa',
            querystring: ZCompanyUserListQuery,
            response: { 200: ZUserRolePage, ...errorResponses(401, 403, 422) },
          },
        },
        async (request) => {
          const { status, q, page, per_page } = request.query;
          return findUserRoles(app.db, { customerId: tenantOf(request), status, q, page, perPage: per_page });
        },
      );
      r.get(
        '/exportar',
        {
          config: { ...config, permission: 'usuarios.administrar' },
          schema: {
            tags,
            summary: 'Descargar los usuarios filtrados de mi empresa (xlsx o csv, en flujo)',
            querystring: ZCompanyUserExportQuery,
            response: errorResponses(401, 403, 422),
          },
        },
        async (request, reply) => {
          const { status, q, formato } = request.query;
          return sendReportFile(
            reply,
            exportUserRoles(app.db, { customerId: tenantOf(request), status, q }, formato),
          );
        },
      );
      r.put(
        '/:id_usuario_rol/perfil',
        {
          config: { ...config, permission: 'usuarios.administrar' },
          schema: {
            tags: ['Perfiles'],
            summary: 'Asignar un perfil a un usuario de mi empresa',
            params: ZUserRoleParams,
            body: ZAssignProfileRequest,
            response: { 200: ZUserRoleActionResponse, ...errorResponses(401, 403, 404, 409, 422) },
          },
        },
        async (request) => {
          const actor = {
            userId: sessionOf(request).userId,
            customerId: tenantOf(request),
            now: app.clock.now(),
          };
          const id = request.params.id_usuario_rol;
          await assignProfile(app.db, actor, id, request.body.id_perfil);
          const data = await findUserRoleRow(app.db, id);
          if (!data) throw new AppError(404, MSG.profileUserNotFound);
          return { message: MSG.profileAssigned, data };
        },
      );
      for (const action of STATUS_ACTIONS) {
        r.post(
          `/:id_usuario_rol/${action}`,
          {
            config,
            schema: {
              tags,
              summary: `${SUMMARY[action]} un usuario de mi empresa`,
              params: ZUserRoleParams,
              body: ZIgnoredBody,
              response: { 200: ZUserRoleActionResponse, ...errorResponses(401, 403, 404, 409, 424) },
            },
          },
          async (request) => {
            const actor = { userId: sessionOf(request).userId, customerId: tenantOf(request) };
            return changeUserRoleStatus(app, actor, request.params.id_usuario_rol, action);
          },
        );
      }
    },
    { prefix: '/empresa-transporte/usuarios' },
  );

  await app.register(
    async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      const config = { roles: [ROLE.superAdministrador] };
      r.get(
        '/',
        {
          config,
          schema: {
            tags,
            summary: 'Todos los usuarios',
            querystring: ZUserListQuery,
            response: { 200: ZUserRolePage, ...errorResponses(401, 403, 422) },
          },
        },
        async (request) => {
          const { status, q, id_role, id_customer, page, per_page } = request.query;
          return findUserRoles(app.db, {
            customerId: id_customer,
            roleId: id_role,
            status,
            q,
            page,
            perPage: per_page,
          });
        },
      );
      r.get(
        '/exportar',
        {
          config,
          schema: {
            tags,
            summary: 'Descargar los usuarios filtrados (xlsx o csv, en flujo)',
            querystring: ZUserExportQuery,
            response: errorResponses(401, 403, 422),
          },
        },
        async (request, reply) => {
          const { status, q, id_role, id_customer, formato } = request.query;
          const filter = { customerId: id_customer, roleId: id_role, status, q };
          return sendReportFile(reply, exportUserRoles(app.db, filter, formato));
        },
      );
      for (const action of STATUS_ACTIONS) {
        r.post(
          `/:id_usuario_rol/${action}`,
          {
            config,
            schema: {
              tags,
              summary: `${SUMMARY[action]} un usuario`,
              params: ZUserRoleParams,
              body: ZIgnoredBody,
              response: { 200: ZUserRoleActionResponse, ...errorResponses(401, 403, 404, 424) },
            },
          },
          async (request) => {
            const actor = { userId: sessionOf(request).userId, customerId: null };
            return changeUserRoleStatus(app, actor, request.params.id_usuario_rol, action);
          },
        );
      }
    },
    { prefix: '/super-administrador/usuarios' },
  );
};
