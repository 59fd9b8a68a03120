import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** Every tag an operation may carry, in the order the UI lists them (Spectral: operation-tag-defined). */
export const API_TAGS = [
  { name: 'Autenticación', description: 'Inicio y cierre de sesión, rol y empresa de la sesión.' },
  { name: 'Registro', description: 'Registro de generadores y de empresas.' },
  { name: 'Verificación de correo', description: 'Código y enlace de verificación del correo.' },
  { name: 'Recuperación de contraseña', description: 'Código y enlace para restablecer la contraseña.' },
  { name: 'Cuenta', description: 'Cambio de contraseña del usuario con sesión.' },
  { name: 'Perfil', description: 'Datos e imagen de perfil del usuario con sesión.' },
  { name: 'Catálogos', description: 'Roles, ciudades y tipos de documento.' },
  { name: 'Sitio público', description: 'Datos de contacto del sitio y mensajes al equipo comercial.' },
  { name: 'Consulta pública', description: 'Consulta de movimientos sin sesión, con sus fotos y cumplidos.' },
  {
    name: 'Movimientos',
    description: 'Movimientos de la empresa de transporte y del generador; importación.',
  },
  { name: 'Integración ERP', description: 'Carga de movimientos, eventos y cumplidos con la llave del ERP.' },
  {
    name: 'Integración ERP: cartera',
    description: 'Facturas electrónicas, pagos, notas crédito y anulaciones con la llave del ERP.',
  },
  {
    name: 'Cartera',
    description: 'Cartera por edades e historial de facturación de la empresa y del generador.',
  },
  {
    name: 'Inicio',
    description:
      'Tableros de Inicio por rol y actualizaciones en vivo (server-sent events) de los movimientos.',
  },
  { name: 'Activación de usuarios', description: 'Usuarios por activar, activos y desactivados.' },
  { name: 'Activación de empresas', description: 'Empresas clientes por activar, activas y desactivadas.' },
  { name: 'Pagos', description: 'Planes, pago de la aplicación móvil y confirmación de ePayco.' },
  {
    name: 'Reportes',
    description: 'Informe preoperacional (PESV) y movimientos sincronizados, en pdf, xlsx o csv.',
  },
  {
    name: 'Configuración',
    description:
      'Eventos de entrega por generador y tipo de despacho, configuración masiva y checklist vehicular.',
  },
  {
    name: 'Gastos de viaje',
    description: 'Tipos de gasto, anticipos, gastos de los conductores con sus recibos y su legalización.',
  },
  {
    name: 'Conductores',
    description: 'Conductores de la empresa de transporte, su acceso a la app y su asignación a movimientos.',
  },
  {
    name: 'App de conductores',
    description: 'Llamadas de la app de conductores, con el token de su dispositivo (Authorization: Bearer).',
  },
  {
    name: 'Especiales',
    description:
      'Maestros del operador de transporte especial: centros de costos, orígenes y destinos, funcionarios y contratos.',
  },
  {
    name: 'Perfiles',
    description: 'Perfiles de permisos de los usuarios de una empresa de transporte y su auditoría.',
  },
  {
    name: 'Búsqueda',
    description: 'Búsqueda global por manifiesto, remesa, placa, documento, conductor o factura.',
  },
  {
    name: 'Proveedores y terceros',
    description:
      'Gastos de viaje pagados al NIT de un proveedor y viajes de los vehículos de un propietario, en todas las empresas.',
  },
  {
    name: 'Plantillas',
    description: 'Notificaciones por evento logístico: plantillas, contactos de generadores, envíos y baja.',
  },
  {
    name: 'Turnos',
    description: 'Enturnamiento: cola de vehículos por sucursal y clase, ofertas de movimientos e historial.',
  },
] as const;

const SESSION_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The security an operation documents, from the one declaration the server enforces (`config.access`). */
function securityOf(route: RouteOptions): Record<string, string[]>[] {
  switch (route.config?.access ?? 'session') {
    case 'public':
      return [];
    case 'optional':
      return [{}, ...SESSION_SECURITY];
    case 'apiKey':
      return [{ apiKey: [] }];
    case 'driver':
      return [{ driverBearer: [] }];
    default:
      return SESSION_SECURITY;
  }
}

/**
 * A stable operationId made of the method and the path, so generated clients keep their names as long
 * as the route keeps its address: `POST /api/movimientos/{id}` → `postMovimientosById`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^:(.+)$/.exec(segment)?.[1];
      return param ? ['by', ...param.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

const FILE_RESPONSE = {
  description: 'El archivo solicitado.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

const toJsonSchema = createJsonSchemaTransform({ skipList: [`${DOCS_PREFIX}/*`] });

/**
 * OpenAPI generated from the same zod schemas that validate the routes (ARCHITECTURE: for ERP
 * integrators). UI at /api/docs, document at /api/docs/json. Registered before the routes so it sees them.
 * Every operation gets an operationId, a description and its real security here, once, from the route.
 */
export const docsPlugin = fp<{ appUrl: string }>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Trazo API',
          description: 'API del portal Trazo de movimientos de carga.',
          version: '0.1.0',
          contact: { name: 'Trazo', url: options.appUrl },
        },
        servers: [{ url: options.appUrl }],
        tags: [...API_TAGS],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'Authorization' },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
            driverBearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'Token de un dispositivo de la app de conductores (POST /api/conductor/sesion).',
            },
          },
        },
      },
      transform: (input) => {
        const out = toJsonSchema(input);
        const schema: FastifySchema & Record<string, unknown> = { ...out.schema };
        if (input.url.startsWith(DOCS_PREFIX) || schema.hide) return out;
        // A prefixed '/' route answers with and without the slash; the document names it without.
        const url = out.url.length > 1 ? out.url.replace(/\/$/, '') : out.url;
        const method = [input.route.method].flat()[0] ?? 'GET';
        schema.operationId ??= operationIdOf(method, input.route.url.replace(/\/$/, ''));
        schema.description ??= schema.summary;
        schema.security = securityOf(input.route);
        const responses = (schema.response ?? {}) as Record<string, unknown>;
        // Routes that stream a file declare only their JSON errors.
        if (!Object.keys(responses).some((code) => code.startsWith('2'))) {
          schema.response = { ...responses, 200: FILE_RESPONSE };
        }
        return { schema, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
