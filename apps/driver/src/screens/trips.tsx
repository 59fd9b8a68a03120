export function TripsScreen() {
  return <h1>Mis viajes</h1>;
}
