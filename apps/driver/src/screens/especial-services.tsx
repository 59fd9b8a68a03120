import type { TDriverService } from '@trazo/shared';
import { plural } from '@trazo/shared/format/plural';
import { localRecords, serviceView } from '../lib/especial-service-view';
import { useEspecialServices, useServiceRecords } from '../lib/especial-services';
import { formatTime, relativeDay } from '../lib/format';
import { navigate } from '../lib/router';

// The driver's special services in the trip list (issue 24 item 6): date and time, client, route,
// passengers and vehicle; a card opens the service.

export const SERVICE_STATE_LABEL = {
  programada: 'Programado',
  en_curso: 'En curso',
  finalizada: 'Finalizado',
};
const PILL = { programada: '', en_curso: 'warn', finalizada: 'ok' } as const;

export const routeOf = (s: TDriverService) => s.points.map((p) => p.name).join(' → ');
export const passengersOf = (s: TDriverService) =>
  s.passengers.length > 0 ? s.passengers.map((p) => p.name).join(', ') : plural(s.passengerCount, 'pasajero');

function ServiceCard({ service }: { service: TDriverService }) {
  const { outbox, sent } = useServiceRecords(service.id);
  const view = serviceView(service, localRecords(outbox, sent));
  return (
    <button
      type="button"
      className="card link"
      aria-label={`Servicio especial N.º ${service.id}`}
      onClick={() => navigate(`/servicios/${service.id}`)}
    >
      <span className="spread">
        <strong className="card-title">Servicio N.º {service.id}</strong>
        <span className={`pill ${PILL[view.state]}`}>{SERVICE_STATE_LABEL[view.state]}</span>
      </span>
      <span className="line">
        <strong>
          {relativeDay(service.startsAt)} {formatTime(service.startsAt)}
        </strong>{' '}
        · {service.vehicle?.plate ?? 'Sin vehículo'}
      </span>
      <span className="line">{service.contract.clientName}</span>
      <span className="line muted">{routeOf(service)}</span>
      <span className="line muted">{plural(service.passengerCount, 'pasajero')}</span>
    </button>
  );
}

/** The section of the trip list; nothing when the driver has no special services. */
export function EspecialServicesSection() {
  const { services, error } = useEspecialServices();
  if (!services || services.length === 0) {
    return error ? (
      <p className="alert bad" role="alert">
        {error}
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="servicios-especiales">
      <h2 id="servicios-especiales">Servicios especiales</h2>
      {services.map((s) => (
        <ServiceCard key={s.id} service={s} />
      ))}
    </section>
  );
}
