import { withCookie } from '../../test/auth-helpers';
import type { TestApp } from '../../test/create-test-app';
import type { caller } from '../especiales/especiales-test-helpers';

// Building a fleet with valid documents and FUEC settings for an operator, through the HTTP API.

export const ONE_PIXEL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** multipart/form-data with text fields and, optionally, one file. */
export async function documentForm(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('archivo', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function putDocument(
  t: TestApp,
  token: string,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const body = await documentForm(fields, file);
  const session = withCookie(token);
  return t.app.inject({
    method: 'PUT',
    url: `/api${url}`,
    payload: body.payload,
    cookies: session.cookies,
    headers: { ...session.headers, ...body.headers },
  });
}

export const VEHICLE_KINDS = [
  'soat',
  'tecnomecanica',
  'tarjeta_operacion',
  'poliza_contractual',
  'poliza_extracontractual',
] as const;

/** A vehicle with every document valid until `until`, and a driver with a licence. */
export async function fleetWithDocuments(
  t: TestApp,
  token: string,
  call: ReturnType<typeof caller>,
  placa: string,
  documento: string,
  until = '2027-06-30',
) {
  const vehicle = await call('POST', '/especiales/flota/vehiculos', {
    placa,
    clase: 'Buseta',
    numeroInterno: `I-${placa}`,
    marca: 'Chevrolet',
    modelo: '2022',
  });
  if (vehicle.statusCode !== 201) throw new Error(`vehicle ${vehicle.statusCode} ${vehicle.body}`);
  const vehicleId = vehicle.json().id as number;
  for (const kind of VEHICLE_KINDS) {
    const saved = await putDocument(t, token, `/especiales/flota/vehiculos/${vehicleId}/documentos/${kind}`, {
      number: `${kind.toUpperCase()}-${placa}`,
      issuer: 'Seguros Bolívar',
      expiresOn: until,
    });
    if (saved.statusCode !== 200) throw new Error(`${kind} ${saved.statusCode} ${saved.body}`);
  }
  const driver = await call('POST', '/especiales/flota/conductores', {
    documento,
    nombre: `Conductor de ${placa}`,
    telefono: '3001112233',
  });
  if (driver.statusCode !== 201) throw new Error(`driver ${driver.statusCode} ${driver.body}`);
  const driverId = driver.json().id as number;
  const licence = await putDocument(
    t,
    token,
    `/especiales/flota/conductores/${driverId}/documentos/licencia`,
    {
      number: `LIC-${documento}`,
      category: 'C2',
      expiresOn: until,
    },
  );
  if (licence.statusCode !== 200) throw new Error(`licence ${licence.statusCode} ${licence.body}`);
  return { vehicleId, driverId };
}

export const fuecSettingsForm = {
  territorialCode: '425',
  resolutionNumber: 155,
  resolutionYear: 2012,
  address: 'Cra 15 # 93-60, Bogotá',
  phone: '6017654321',
  email: 'operaciones@operador.co',
  legalRepName: 'Ana María Gómez',
};
