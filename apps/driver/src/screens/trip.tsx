export function TripScreen({ movementId }: { movementId: string; step: string | null }) {
  return <h1>Viaje {movementId}</h1>;
}
