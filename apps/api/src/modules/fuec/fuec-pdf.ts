import { createRequire } from 'node:module';
import { CONTRACT_TYPE_LABELS, MSG, type TContractType } from '@trazo/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { dayMonthYear } from '../fleet/document-state';
import type { FuecSnapshot } from './fuec-snapshot';

// The printed FUEC (Resolución 6652 de 2019 art. 3 and its annex; DOMAIN-CO.md): title, the 21-digit
// number whole, the operator, the contract, the vehicle, the drivers, the responsible person, the
// signature and a QR to the public verification page. Drawn from the snapshot taken at issue.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface FuecPdfInput {
  snapshot: FuecSnapshot;
  verifyUrl: string;
  signature: Buffer | null;
  annulled: boolean;
}

export async function renderFuecPdf(input: FuecPdfInput): Promise<Buffer> {
  const s = input.snapshot;
  const qr = await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 220 });
  const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { Title: `FUEC ${s.number}` } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 80;

  doc.font('bold').fontSize(11).text(MSG.fuecPdfTitle, { align: 'center', width });
  doc.moveDown(0.4);
  doc.font('bold').fontSize(12).text(`FUEC N.º ${s.number}`, { align: 'center', width });
  if (input.annulled) doc.fillColor('#b00020').text('ANULADO', { align: 'center', width }).fillColor('black');
  doc.moveDown(0.6);

  const section = (title: string) => {
    doc.moveDown(0.4);
    doc.font('bold').fontSize(10).text(title.toUpperCase());
    doc
      .moveTo(40, doc.y)
      .lineTo(40 + width, doc.y)
      .stroke();
    doc.moveDown(0.2);
  };
  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(9).text(`${label}: `, { continued: true });
    doc.font('body').text(value || '—');
  };

  section('Empresa de transporte');
  field('Razón social', s.operator.razonSocial);
  field('NIT', s.operator.nit);
  field('Dirección', s.operator.address);
  field('Teléfono', s.operator.phone);
  field('Correo electrónico', s.operator.email);

  section('Contrato');
  field('Número del contrato', String(s.contract.number).padStart(4, '0'));
  field('Contratante', `${s.contract.clientName} · NIT ${s.contract.clientNit}`);
  field('Objeto del contrato', s.contract.objeto);
  field('Tipo', CONTRACT_TYPE_LABELS[s.contract.type as TContractType] ?? s.contract.type);
  field('Origen – destino', s.route);
  field(
    'Convenio, consorcio o unión temporal',
    s.contract.convenio
      ? `${s.contract.convenio} con ${s.contract.partnerName} (NIT ${s.contract.partnerNit})`
      : 'No aplica',
  );
  field('Vigencia', `del ${dayMonthYear(s.startDate)} al ${dayMonthYear(s.endDate)} (día/mes/año)`);

  section('Vehículo');
  field('Placa', s.vehicle.placa);
  field('Modelo', s.vehicle.modelo);
  field('Marca', s.vehicle.marca);
  field('Clase', s.vehicle.clase);
  field('Número interno', s.vehicle.numeroInterno);
  field('Tarjeta de operación', s.vehicle.tarjetaOperacion);

  section('Conductores');
  s.drivers.forEach((d, i) => {
    field(
      `Conductor ${i + 1}`,
      `${d.nombre} · C.C. ${d.documento} · Licencia ${d.licencia} · vence ${d.licenciaVence ? dayMonthYear(d.licenciaVence) : '—'}`,
    );
  });

  section('Responsable del contratante');
  field('Nombre', s.contract.responsibleName);
  field('Documento', s.contract.responsibleDocument);
  field('Teléfono', s.contract.responsiblePhone);
  field('Dirección', s.contract.responsibleAddress);

  doc.moveDown(1);
  const top = doc.y;
  if (input.signature) doc.image(input.signature, 40, top, { fit: [180, 60] });
  doc
    .font('body')
    .fontSize(9)
    .text('_______________________________', 40, top + 64);
  doc.text(s.operator.legalRepName, 40);
  doc.text('Representante legal', 40);
  doc.image(qr, 40 + width - 110, top, { width: 110 });
  doc.fontSize(7).text('Verifique este FUEC con el código QR', 40 + width - 150, top + 114, {
    width: 150,
    align: 'center',
  });
  doc.fontSize(7).text(`Expedido el ${dayMonthYear(s.issuedAt)}`, 40, top + 120);
  doc.end();
  return done;
}
