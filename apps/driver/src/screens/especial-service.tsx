import type { TDriverService } from '@trazo/shared';
import { useState } from 'react';
import { localRecords, type ServiceView, serviceView, toPickUp } from '../lib/especial-service-view';
import { recordService, useEspecialServices, useServiceRecords } from '../lib/especial-services';
import { formatDateTime, formatTime, relativeDay } from '../lib/format';
import { navigate } from '../lib/router';
import { FuecScreen } from './especial-fuec';
import { passengersOf, SERVICE_STATE_LABEL } from './especial-services';

// One special service on the road (issue 24 item 6): its data, the FUEC (offline), start, each point of
// the route with who boarded, and finish — each a record of the outbox, with or without signal.

export function EspecialServiceScreen({ serviceId, step }: { serviceId: string; step: string | null }) {
  const { services, loading } = useEspecialServices();
  const id = Number(serviceId);
  const { outbox, sent } = useServiceRecords(id);
  const service = services?.find((s) => s.id === id);
  if (!service) {
    return (
      <p className="card">
        {loading || services === null ? 'Cargando servicio…' : 'Este servicio ya no está entre los suyos.'}
      </p>
    );
  }
  if (step === 'fuec') return <FuecScreen service={service} />;
  return <ServiceDetail service={service} view={serviceView(service, localRecords(outbox, sent))} />;
}

function ServiceDetail({ service, view }: { service: TDriverService; view: ServiceView }) {
  const [marking, setMarking] = useState<number | null>(null);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1>Servicio N.º {service.id}</h1>
      <p>
        <strong>
          {relativeDay(service.startsAt)} {formatTime(service.startsAt)}
        </strong>{' '}
        · {service.vehicle?.plate ?? 'Sin vehículo'} ·{' '}
        <span data-testid="estado-servicio">{SERVICE_STATE_LABEL[view.state]}</span>
      </p>
      <p>
        Contrato N.º {service.contract.number} · {service.contract.clientName}
      </p>
      <p className="muted">Pasajeros: {passengersOf(service)}</p>
      {service.observations && <p className="muted">Observaciones: {service.observations}</p>}

      {view.waiting > 0 && (
        <p className="alert info" role="status">
          {view.waiting === 1
            ? '1 registro de este servicio espera señal para enviarse.'
            : `${view.waiting} registros de este servicio esperan señal para enviarse.`}
        </p>
      )}
      {view.refused.map((r) => (
        <p key={`${r.label}-${r.error}`} className="alert bad" role="alert">
          {r.label}: {r.error}
        </p>
      ))}

      <button
        type="button"
        className="button block secondary"
        style={{ marginBottom: '0.75rem' }}
        onClick={() => navigate(`/servicios/${service.id}/fuec`)}
      >
        Ver FUEC
      </button>

      {view.canStart && (
        <button
          type="button"
          className="button block"
          disabled={busy}
          onClick={() => void act(() => recordService(service, 'iniciar'))}
        >
          INICIAR SERVICIO
        </button>
      )}

      <section aria-labelledby="ruta">
        <h2 id="ruta">Ruta</h2>
        {view.points.map((point) => (
          <section key={point.index} className="card" aria-label={`Punto ${point.name}`}>
            <div className="spread">
              <strong>
                {point.index + 1}. {point.name}
              </strong>
              <span className={`pill ${point.doneAt ? 'ok' : ''}`}>
                {point.doneAt ? `Hecho ${formatTime(point.doneAt)}` : 'Pendiente'}
              </span>
            </div>
            <p className="muted">
              {point.kind === 'origen' ? 'Origen' : point.kind === 'destino' ? 'Destino' : 'Parada'}
              {point.doneAt && (point.boarded.length > 0 || point.noShow.length > 0)
                ? ` · ${boardedText(point.boarded.length, point.noShow.length)}`
                : ''}
              {point.pending ? ' · por enviar' : ''}
            </p>
            {view.canMarkPoints && !point.doneAt && marking !== point.index && (
              <button type="button" className="button small" onClick={() => setMarking(point.index)}>
                {point.kind === 'destino' ? 'Registrar llegada' : 'Registrar recogida'}
              </button>
            )}
            {view.canMarkPoints && !point.doneAt && marking === point.index && (
              <PointForm
                service={service}
                view={view}
                point={point}
                onCancel={() => setMarking(null)}
                onDone={() => setMarking(null)}
              />
            )}
          </section>
        ))}
      </section>

      {view.canFinish && !confirmFinish && (
        <button type="button" className="button block" onClick={() => setConfirmFinish(true)}>
          FINALIZAR SERVICIO
        </button>
      )}
      {view.canFinish && confirmFinish && (
        <div className="card">
          <p>
            {view.left === 0
              ? '¿Finalizar el servicio?'
              : `${view.left === 1 ? 'Queda 1 punto' : `Quedan ${view.left} puntos`} de la ruta sin registrar. ¿Finalizar el servicio de todos modos?`}
          </p>
          <div className="row">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await recordService(service, 'finalizar');
                  setConfirmFinish(false);
                })
              }
            >
              Sí, finalizar
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirmFinish(false)}>
              No
            </button>
          </div>
        </div>
      )}
      {view.state === 'finalizada' && (
        <p className="alert ok" role="status">
          Servicio finalizado{view.waiting > 0 ? ': se enviará al volver la señal.' : '.'}
        </p>
      )}
      <p className="muted">Fin estimado: {formatDateTime(service.endsAt)}</p>
    </>
  );
}

/** '2 a bordo, 1 no se presentó'. */
export const boardedText = (boarded: number, noShow: number) =>
  `${boarded} a bordo, ${noShow} ${noShow === 1 ? 'no se presentó' : 'no se presentaron'}`;

type Mark = 'pendiente' | 'abordo' | 'ausente';

function PointForm({
  service,
  view,
  point,
  onCancel,
  onDone,
}: {
  service: TDriverService;
  view: ServiceView;
  point: ServiceView['points'][number];
  onCancel: () => void;
  onDone: () => void;
}) {
  const people = point.kind === 'destino' ? [] : toPickUp(service, view);
  const [marks, setMarks] = useState<Record<number, Mark>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const of = (m: Mark) => people.filter((p) => marks[p.id] === m).map((p) => p.id);
      await recordService(service, 'punto', {
        point: point.index,
        boarded: of('abordo'),
        noShow: of('ausente'),
      });
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack">
      {people.map((p) => (
        <fieldset key={p.id} className="rating">
          <legend>{p.name}</legend>
          {(
            [
              ['abordo', 'A bordo'],
              ['ausente', 'No se presentó'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`pasajero-${point.index}-${p.id}`}
                checked={marks[p.id] === value}
                onChange={() => setMarks((m) => ({ ...m, [p.id]: value }))}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {people.length > 1 && (
        <button
          type="button"
          className="button small secondary"
          onClick={() => setMarks(Object.fromEntries(people.map((p) => [p.id, 'abordo' as Mark])))}
        >
          Todos a bordo
        </button>
      )}
      <div className="row">
        <button type="button" className="button" disabled={busy} onClick={() => void save()}>
          {point.kind === 'destino' ? `Guardar llegada a ${point.name}` : `Guardar recogida en ${point.name}`}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </div>
  );
}
