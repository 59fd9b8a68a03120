import { useEffect, useState } from 'react';
import { currentPosition, type Position, positionForRecord } from '../lib/geo';

/** The GPS position, asked for as the form opens so it is ready when the driver saves. */
export function usePosition(): { position: Position | null; locate: () => Promise<Position> } {
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    let alive = true;
    void currentPosition().then((p) => alive && setPosition(p));
    return () => {
      alive = false;
    };
  }, []);
  // The form may have been open for minutes: a fix older than 15 s is read again for the record.
  const locate = () =>
    positionForRecord(position, Date.now(), async () => {
      const p = await currentPosition(5_000);
      setPosition(p);
      return p;
    });
  return { position, locate };
}

export function PositionLine({ position }: { position: Position | null }) {
  if (!position) return <p className="muted">Obteniendo ubicación…</p>;
  if (position.geoDenied) {
    return (
      <p className="alert info" role="status">
        {position.reason === 'denegada'
          ? 'Sin ubicación: el permiso de ubicación está negado. El registro lo dirá así.'
          : 'Sin ubicación: el GPS no respondió. El registro lo dirá así.'}
      </p>
    );
  }
  return (
    <p className="muted">
      Ubicación: {position.lat.toFixed(5)}, {position.lon.toFixed(5)} (±{Math.round(position.accuracy)} m)
    </p>
  );
}
