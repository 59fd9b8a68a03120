import {
  consignmentStateLabel,
  deriveConsignmentState,
  eventTypeName,
  isClosedState,
  type TConsignmentDetail,
  type TLookupRecord,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { ownEventNameSql } from '../../lib/own-event-name';
import type { UrlSigner } from '../../lib/signed-url';

// One query answers every consignment shown by the lookup and the detail: the record of spec §3 with
// its timeline (own and manifest-wide events, with image ids) and cumplidos aggregated as JSON, so a
// lookup is a single round trip (issue 4 §6 benchmark).

/**
 * The select; `where` filters `c` (consignments), `m` (movements) and may use `cu` (customers);
 * `extra` adds columns (each followed by a comma) that only one caller needs, in the same round trip.
 */
export function consignmentRecordsQuery(from: SQL, where: SQL, limit: number, extra: SQL = sql``): SQL {
  return sql`
    select c.id, m.id as movement_id, m.manifiesto_numero, c.remesa_numero, v.placa as vehiculo_placa,
      b.id as sucursal_id, b.nombre as remesa_sucursal, c.producto_descripcion, c.empaque_descripcion,
      c.valor_declarado, c.unidades_final, c.peso_final,
      c.remitente_documento, c.remitente_nombre, c.remitente_direccion, c.remitente_zona, c.remitente_telefono,
      c.destinatario_documento, c.destinatario_nombre, c.destinatario_direccion, c.destinatario_zona,
      c.destinatario_telefono, c.origen_descripcion, c.destino_descripcion, g.razon_social as generador_nombre,
      g.nit as generador_nit, c.documento_cliente, c.tipo_despacho, c.cita_cargue_at, c.horas_pactadas_cargue,
      c.cita_descargue_at, c.horas_pactadas_descargue, ${extra}
      coalesce((
        select json_agg(json_build_object('id', e.id, 't', e.event_type_id,
          'n', ${ownEventNameSql(sql`e.event_type_id`, sql`m.customer_id`)}, 'at', e.occurred_at,
          'lat', e.latitude, 'lon', e.longitude, 'note', e.note,
          'img', coalesce((select json_agg(i.file_id order by i.position) from movement_event_images i
                           where i.event_id = e.id), '[]'::json))
          order by e.occurred_at, e.id)
        from movement_events e
        where e.movement_id = m.id and (e.consignment_id is null or e.consignment_id = c.id)
      ), '[]'::json) as eventos,
      coalesce((
        select json_agg(json_build_object('id', d.id, 'descripcion', d.descripcion, 'referencia', d.referencia,
          'file', d.file_id, 'nombre', d.nombre, 'at', d.created_at) order by d.created_at, d.id)
        from delivery_documents d
        where d.movement_id = m.id and (d.consignment_id is null or d.consignment_id = c.id)
      ), '[]'::json) as cumplidos
    ${from}
    join vehicles v on v.id = m.vehicle_id
    join branches b on b.id = m.branch_id
    join generators g on g.id = c.generator_id
    where ${where}
    order by m.fecha_despacho desc, m.id desc, c.remesa_numero
    limit ${limit}`;
}

export interface ConsignmentRow {
  id: number;
  movement_id: number;
  manifiesto_numero: string;
  remesa_numero: string;
  vehiculo_placa: string;
  sucursal_id: number;
  remesa_sucursal: string;
  producto_descripcion: string;
  empaque_descripcion: string;
  valor_declarado: string | number;
  unidades_final: string | number;
  peso_final: string | number;
  remitente_documento: string;
  remitente_nombre: string;
  remitente_direccion: string;
  remitente_zona: string;
  remitente_telefono: string;
  destinatario_documento: string;
  destinatario_nombre: string;
  destinatario_direccion: string;
  destinatario_zona: string;
  destinatario_telefono: string;
  origen_descripcion: string;
  destino_descripcion: string;
  generador_nombre: string;
  generador_nit: string;
  documento_cliente: string;
  tipo_despacho: string;
  cita_cargue_at: string | Date | null;
  horas_pactadas_cargue: string | number | null;
  cita_descargue_at: string | Date | null;
  horas_pactadas_descargue: string | number | null;
  eventos:
    | {
        id: number;
        t: number;
        /** The company's own name of an event from 100 up; null for the spec's. */
        n: string | null;
        at: string;
        lat: number | null;
        lon: number | null;
        note?: string;
        img: string[];
      }[]
    | string;
  cumplidos:
    | { id: number; descripcion: string; referencia: string; file: string; nombre: string; at: string }[]
    | string;
}

// node-postgres parses json columns; PGlite does too, but be tolerant of a driver answering text.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: string) => new Date(value).toISOString();

export function toConsignmentDetail(row: ConsignmentRow, signer: UrlSigner): TConsignmentDetail {
  const eventos = parsed(row.eventos).map((e) => ({
    id: e.id,
    id_events: e.t,
    event: eventTypeName(e.t, e.n),
    created_at: iso(e.at),
    latitude: e.lat,
    longitude: e.lon,
    image_event: e.img,
    ...(e.note ? { note: e.note } : {}),
  }));
  const cumplidos = parsed(row.cumplidos).map((d) => ({
    id: d.id,
    descripcion: d.descripcion,
    referencia: d.referencia,
    ruta_digital: signer.sign(d.file).url,
    nombre: d.nombre,
    created_at: iso(d.at),
  }));
  const state = deriveConsignmentState(eventos, cumplidos.length > 0);
  const {
    eventos: _e,
    cumplidos: _c,
    movement_id: _m,
    cita_cargue_at,
    horas_pactadas_cargue,
    cita_descargue_at,
    horas_pactadas_descargue,
    ...fields
  } = row;
  return {
    ...fields,
    cita_cargue: cita_cargue_at === null ? null : new Date(cita_cargue_at).toISOString(),
    horas_pactadas_cargue: horas_pactadas_cargue === null ? null : Number(horas_pactadas_cargue),
    cita_descargue: cita_descargue_at === null ? null : new Date(cita_descargue_at).toISOString(),
    horas_pactadas_descargue: horas_pactadas_descargue === null ? null : Number(horas_pactadas_descargue),
    valor_declarado: Number(row.valor_declarado),
    unidades_final: Number(row.unidades_final),
    peso_final: Number(row.peso_final),
    estados: { code: eventos.length > 0 ? 200 : 404, data: eventos },
    cumplidos,
    cumplidos_code: cumplidos.length > 0 ? 200 : 404,
    estado_entrega: { code: state, label: consignmentStateLabel(state) },
    cerrada: isClosedState(state),
  };
}

/** The public view: only the spec's fields (no generator NIT, customer document or dispatch type). */
export function toLookupRecord(detail: TConsignmentDetail): Omit<TLookupRecord, 'direcciones_visibles'> {
  const {
    generador_nit: _n,
    documento_cliente: _d,
    tipo_despacho: _t,
    cerrada: _c,
    cita_cargue: _cc,
    horas_pactadas_cargue: _hc,
    cita_descargue: _cd,
    horas_pactadas_descargue: _hd,
    ...record
  } = detail;
  // The driver's notes are for the company, not for whoever has the document number.
  const data = record.estados.data.map(({ note: _note, ...event }) => event);
  return { ...record, estados: { ...record.estados, data } };
}
