import {
  MSG,
  ROLE,
  ZChecklistItemsResponse,
  ZChecklistNameRequest,
  ZChecklistResponse,
  ZDeleteChecklistItemRequest,
  ZLoadChecklistRequest,
  ZSaveChecklistItemRequest,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { deleteChecklistItem, loadChecklist, saveChecklistItem, saveChecklistName } from './manage-checklist';

const tags = ['Configuración'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };

// spec §7 checklist calls (role 5, declared by each route's config.roles).
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cargar_inspeccion_vehicular',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Checklist de inspección vehicular de la empresa',
        body: ZLoadChecklistRequest.nullish(),
        response: { 200: ZChecklistResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => loadChecklist(app.db, tenantOf(request)),
  );

  app.post(
    '/guardar_name_checklist',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Guardar el nombre del checklist',
        body: ZChecklistNameRequest,
        response: { 200: ZChecklistResponse, ...errorResponses(401, 403, 422, 424) },
      },
    },
    async (request) => saveChecklistName(app.db, tenantOf(request), request.body.namechecklist),
  );

  app.post(
    '/guardar_item_checklist',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Crear o editar un ítem del checklist',
        body: ZSaveChecklistItemRequest,
        response: { 200: ZChecklistItemsResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => ({
      message: MSG.checklistItemSaved,
      data: await saveChecklistItem(app.db, tenantOf(request), request.body.frmInspeccion),
    }),
  );

  app.post(
    '/eliminar_item_checklist',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Eliminar un ítem del checklist',
        body: ZDeleteChecklistItemRequest,
        response: { 200: ZChecklistItemsResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => ({
      message: MSG.deletedTitle,
      data: await deleteChecklistItem(app.db, tenantOf(request), request.body.id_item),
    }),
  );
};
