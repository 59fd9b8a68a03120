import type { TDriverTurnStatus } from '@trazo/shared';
import { TURN_MESSAGES as M } from '@trazo/shared/messages/turnos';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, cachedGet, request } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useOnline } from '../lib/live';
import { navigate } from '../lib/router';
import { usePosition } from './use-position';

// 'Enturnarme' (issue 27 §1): the driver asks for a turn at a branch with a vehicle inspected today, and
// answers the dispatcher's offer. Unlike the trip records (kept in the outbox and sent later), a turn is a
// place in a live queue: it needs the network, and offline the screen says so and shows the last copy.

const PATH = '/conductor/turno';
/** Offers come from the dispatcher: the screen reads again while it is open. */
const POLL_MS = 15_000;

const hour = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-CO', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Bogota',
  });

export function TurnoScreen() {
  const online = useOnline();
  const { locate } = usePosition();
  const [status, setStatus] = useState<TDriverTurnStatus | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [branch, setBranch] = useState('');
  const [vehicle, setVehicle] = useState('');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  const refresh = useCallback(async () => {
    try {
      const read = await cachedGet<TDriverTurnStatus>(PATH);
      setStatus(read.value);
      setReadAt(read.savedAt);
      setError(read.fromCache ? M.turnAppOffline : null);
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 ? e.message : M.turnAppOffline);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  /** Every change needs the server: offline, the driver is told at once. */
  const act = async (call: () => Promise<TDriverTurnStatus | null>, done?: string) => {
    if (!navigator.onLine) {
      setError(M.turnAppOffline);
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const next = await call();
      if (next) setStatus(next);
      else await refresh();
      if (done) setNotice(done);
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 ? e.message : M.turnAppOffline);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const enturn = () =>
    act(async () => {
      const position = await locate();
      return request<TDriverTurnStatus>('POST', PATH, {
        sucursalId: Number(branch),
        vehicleId: Number(vehicle),
        ...(position.geoDenied ? {} : { lat: position.lat, lon: position.lon }),
      });
    });

  const turno = status?.turno ?? null;
  return (
    <>
      <div className="spread">
        <h1>{M.turnAppTitle}</h1>
        <button
          type="button"
          className="button secondary small"
          onClick={() => void refresh()}
          disabled={busy}
        >
          Actualizar
        </button>
      </div>
      {readAt > 0 && <p className="muted">Actualizado: {formatDateTime(readAt)}</p>}
      {!online && (
        <p className="alert info" role="status">
          {M.turnAppOffline}
        </p>
      )}
      {error && online && (
        <p className="alert bad" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="alert ok" role="status">
          {notice}
        </p>
      )}
      {status && !turno && (
        <div className="card">
          <p className="muted">{M.turnAppIntro}</p>
          {status.vehiculos.length === 0 ? (
            <p className="alert info">{M.turnAppNoVehicles}</p>
          ) : (
            <>
              <div className="field">
                <label className="label" htmlFor="turno-sucursal">
                  {M.turnsBranch}
                </label>
                <select id="turno-sucursal" value={branch} onChange={(e) => setBranch(e.target.value)}>
                  <option value="">Elija la sucursal</option>
                  {status.sucursales.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.nombre}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label className="label" htmlFor="turno-vehiculo">
                  {M.turnAppVehicle}
                </label>
                <select id="turno-vehiculo" value={vehicle} onChange={(e) => setVehicle(e.target.value)}>
                  <option value="">Elija el vehículo</option>
                  {status.vehiculos.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.placa}
                      {v.clase ? ` · ${v.clase}` : ''}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button block"
                disabled={busy || !branch || !vehicle}
                onClick={() => void enturn()}
              >
                {busy ? 'Enviando…' : M.turnAppRequest}
              </button>
            </>
          )}
        </div>
      )}
      {turno && !turno.oferta && (
        <div className="card">
          <p className="card-title">
            {turno.codigo} · {turno.placa}
          </p>
          <p role="status">
            {M.turnAppQueued.replace('{puesto}', String(turno.puesto)).replace('{sucursal}', turno.sucursal)}
          </p>
          <button
            type="button"
            className="button secondary block"
            disabled={busy}
            onClick={() =>
              window.confirm(`¿${M.turnAppLeave}?`) &&
              void act(() => request<TDriverTurnStatus>('POST', `${PATH}/${turno.id}/salir`), M.turnAppLeft)
            }
          >
            {M.turnAppLeave}
          </button>
        </div>
      )}
      {turno?.oferta && (
        <section className="card" aria-labelledby="oferta-titulo">
          <h2 id="oferta-titulo">{M.turnAppOfferTitle}</h2>
          <p>
            Manifiesto <strong>{turno.oferta.manifiesto}</strong> · {turno.placa}
          </p>
          <p className="muted">{M.turnAppOfferUntil.replace('{hora}', hour(turno.oferta.venceAt))}</p>
          {!declining ? (
            <div className="spread">
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const done = await request<{ movimientoId: number }>(
                      'POST',
                      `${PATH}/${turno.id}/aceptar`,
                    );
                    navigate(`/viajes/${done.movimientoId}`);
                    return null;
                  }, M.turnAppAccepted)
                }
              >
                {M.turnAppAccept}
              </button>
              <button
                type="button"
                className="button danger"
                disabled={busy}
                onClick={() => setDeclining(true)}
              >
                {M.turnAppDecline}
              </button>
            </div>
          ) : (
            <>
              <div className="field">
                <label className="label" htmlFor="turno-motivo">
                  {M.turnsReason}
                </label>
                <select id="turno-motivo" value={reason} onChange={(e) => setReason(e.target.value)}>
                  <option value="">Elija un motivo</option>
                  {status?.motivosRechazo.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="spread">
                <button type="button" className="button secondary" onClick={() => setDeclining(false)}>
                  Volver
                </button>
                <button
                  type="button"
                  className="button danger"
                  disabled={busy || !reason}
                  onClick={() =>
                    void act(
                      () =>
                        request<TDriverTurnStatus>('POST', `${PATH}/${turno.id}/rechazar`, {
                          motivo: reason,
                        }),
                      M.turnAppDeclined,
                    ).then(() => setDeclining(false))
                  }
                >
                  {M.turnAppDecline}
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}
