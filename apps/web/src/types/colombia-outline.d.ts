declare module 'virtual:colombia-outline' {
  const outline: import('geojson').FeatureCollection;
  export default outline;
}
