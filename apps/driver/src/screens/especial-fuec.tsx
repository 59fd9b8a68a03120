import type { TDriverService } from '@trazo/shared';
import { useState } from 'react';
import { downloadFuecPdf } from '../lib/especial-services';
import { useOnline } from '../lib/live';
import { navigate } from '../lib/router';

// The service's FUEC on the phone (issue 24 item 6; Resolución 6652 de 2019 art. 3): what the extract
// printed and its QR to the public verification page, read from the copy kept with the services — a
// roadside check has no signal. The PDF is downloaded when online.

const dmy = (iso: string) => iso.split('-').reverse().join('/');

export function FuecScreen({ service }: { service: TDriverService }) {
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  const fuec = service.fuec;
  const back = (
    <button
      type="button"
      className="button secondary small"
      onClick={() => navigate(`/servicios/${service.id}`)}
    >
      Volver al servicio
    </button>
  );
  if (!fuec) {
    return (
      <>
        <h1>FUEC</h1>
        <p className="alert bad" role="alert">
          Este servicio no tiene un FUEC vigente: comuníquese con el despacho.
        </p>
        {back}
      </>
    );
  }
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(fuec.qrSvg)}`;
  return (
    <section aria-labelledby="fuec">
      <h1 id="fuec">FUEC</h1>
      <p className="muted">Formato Único de Extracto del Contrato</p>
      <div className="card">
        <p>
          N.º <strong data-testid="fuec-numero">{fuec.number}</strong>
        </p>
        <p>
          Vigencia: {dmy(fuec.startDate)} al {dmy(fuec.endDate)}
        </p>
        <img src={qr} alt={`Código QR de verificación del FUEC ${fuec.number}`} width={200} height={200} />
        <p className="muted" style={{ wordBreak: 'break-all' }}>
          {fuec.verifyUrl}
        </p>
      </div>
      <div className="card">
        <h2>Empresa</h2>
        <p>
          {fuec.operator.razonSocial} · NIT {fuec.operator.nit} · Tel. {fuec.operator.phone}
        </p>
      </div>
      <div className="card">
        <h2>Contrato</h2>
        <p>
          N.º {fuec.contract.number} · {fuec.contract.clientName} (NIT {fuec.contract.clientNit})
        </p>
        <p className="muted">Objeto: {fuec.contract.objeto}</p>
        {fuec.contract.convenio && <p className="muted">Convenio: {fuec.contract.convenio}</p>}
        <p className="muted">Recorrido: {fuec.route}</p>
        <p className="muted">
          Responsable: {fuec.contract.responsibleName} · {fuec.contract.responsiblePhone}
        </p>
      </div>
      <div className="card">
        <h2>Vehículo</h2>
        <p>
          Placa <strong>{fuec.vehicle.placa}</strong> · {fuec.vehicle.clase} {fuec.vehicle.marca} modelo{' '}
          {fuec.vehicle.modelo}
        </p>
        <p className="muted">
          N.º interno {fuec.vehicle.numeroInterno || '—'} · Tarjeta de operación{' '}
          {fuec.vehicle.tarjetaOperacion || '—'}
        </p>
      </div>
      <div className="card">
        <h2>Conductores</h2>
        {fuec.drivers.map((d) => (
          <p key={d.documento}>
            {d.nombre} · C.C. {d.documento}
            <br />
            <span className="muted">
              Licencia {d.licencia || '—'}
              {d.licenciaVence ? ` · vence ${dmy(d.licenciaVence)}` : ''}
            </span>
          </p>
        ))}
      </div>
      {error && (
        <p className="alert bad" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        {online && (
          <button
            type="button"
            className="button small"
            onClick={() =>
              void downloadFuecPdf(service.id, fuec.number).catch((e: Error) => setError(e.message))
            }
          >
            Descargar PDF
          </button>
        )}
        {back}
      </div>
    </section>
  );
}
