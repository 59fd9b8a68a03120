// Realistic Colombian places, shippers, fleet and consignees for the demo movements (issue 4 §5).

export interface DemoPlace {
  zona: string;
  lat: number;
  lon: number;
}

export const PLACES: Record<string, DemoPlace> = {
  bogota: { zona: 'BOGOTÁ, D.C. (BOGOTÁ, D.C.)', lat: 4.711, lon: -74.0721 },
  medellin: { zona: 'MEDELLÍN (ANTIOQUIA)', lat: 6.2442, lon: -75.5812 },
  cali: { zona: 'CALI (VALLE DEL CAUCA)', lat: 3.4516, lon: -76.532 },
  barranquilla: { zona: 'BARRANQUILLA (ATLÁNTICO)', lat: 10.9685, lon: -74.7813 },
  cartagena: { zona: 'CARTAGENA DE INDIAS (BOLÍVAR)', lat: 10.391, lon: -75.4794 },
  bucaramanga: { zona: 'BUCARAMANGA (SANTANDER)', lat: 7.1193, lon: -73.1227 },
  pereira: { zona: 'PEREIRA (RISARALDA)', lat: 4.8133, lon: -75.6961 },
  manizales: { zona: 'MANIZALES (CALDAS)', lat: 5.0703, lon: -75.5138 },
  ibague: { zona: 'IBAGUÉ (TOLIMA)', lat: 4.4389, lon: -75.2322 },
  villavicencio: { zona: 'VILLAVICENCIO (META)', lat: 4.142, lon: -73.6266 },
  santaMarta: { zona: 'SANTA MARTA (MAGDALENA)', lat: 11.2408, lon: -74.199 },
  cucuta: { zona: 'CÚCUTA (NORTE DE SANTANDER)', lat: 7.8939, lon: -72.5078 },
  neiva: { zona: 'NEIVA (HUILA)', lat: 2.9273, lon: -75.2819 },
  pasto: { zona: 'PASTO (NARIÑO)', lat: 1.2136, lon: -77.2811 },
  tunja: { zona: 'TUNJA (BOYACÁ)', lat: 5.5353, lon: -73.3678 },
  buenaventura: { zona: 'BUENAVENTURA (VALLE DEL CAUCA)', lat: 3.8801, lon: -77.0312 },
  armenia: { zona: 'ARMENIA (QUINDÍO)', lat: 4.5339, lon: -75.6811 },
  monteria: { zona: 'MONTERÍA (CÓRDOBA)', lat: 8.7479, lon: -75.8814 },
  valledupar: { zona: 'VALLEDUPAR (CESAR)', lat: 10.4631, lon: -73.2532 },
};

export type PlaceKey = keyof typeof PLACES;

export interface DemoGenerator {
  nit: string;
  nombre: string;
  producto: string;
  empaque: string;
  /** Value per kg (COP) and typical weight range (kg). */
  valorKg: number;
  peso: [number, number];
  direccion: string;
  telefono: string;
  tipoDespacho: string;
}

export const DEMO_GENERATORS: DemoGenerator[] = [
  {
    nit: '860001234',
    nombre: 'Café de la Sabana S.A.S.',
    producto: 'Café verde en grano',
    empaque: 'Sacos de fique de 70 kg',
    valorKg: 18500,
    peso: [3500, 17500],
    direccion: 'Av. Carrera 68 # 12-40',
    telefono: '6014567890',
    tipoDespacho: 'Nacional',
  },
  {
    nit: '890900321',
    nombre: 'Textiles Antioquia S.A.',
    producto: 'Rollos de tela denim',
    empaque: 'Rollos plastificados',
    valorKg: 24000,
    peso: [1200, 9000],
    direccion: 'Cl. 30 # 55-12, Itagüí',
    telefono: '6043712200',
    tipoDespacho: 'Nacional',
  },
  {
    nit: '805011223',
    nombre: 'Ingenio del Cauca S.A.',
    producto: 'Azúcar refinada',
    empaque: 'Bultos de 50 kg',
    valorKg: 4200,
    peso: [10000, 32000],
    direccion: 'Km 4 vía Palmira',
    telefono: '6024881300',
    tipoDespacho: 'Masivo',
  },
  {
    nit: '800456789',
    nombre: 'Cementos del Caribe S.A.',
    producto: 'Cemento gris uso general',
    empaque: 'Bultos de 42,5 kg',
    valorKg: 780,
    peso: [20000, 34000],
    direccion: 'Vía 40 # 85-120',
    telefono: '6053605500',
    tipoDespacho: 'Masivo',
  },
  {
    nit: '900987654',
    nombre: 'Flores de la Sabana Export S.A.S.',
    producto: 'Flores frescas de corte',
    empaque: 'Cajas refrigeradas',
    valorKg: 16000,
    peso: [800, 6000],
    direccion: 'Km 2 vía Madrid-Facatativá',
    telefono: '6018251400',
    tipoDespacho: 'Refrigerado',
  },
];

/** The demo third party (terceros@trazo.demo) owns three of the demo company's trucks (issue 26 §5). */
export const DEMO_OWNER_NIT = '900555111';

export const DEMO_VEHICLES = [
  {
    placa: 'TKM482',
    marca: 'Kenworth',
    modelo: '2021',
    serie: '3WKDD40X0MF123456',
    propietario_nit: DEMO_OWNER_NIT,
  },
  { placa: 'SXR915', marca: 'International', modelo: '2019', serie: '3HSDZAPR8KN598211' },
  { placa: 'WFD203', marca: 'Chevrolet', modelo: '2020', serie: '9GDFVR348LB004512' },
  { placa: 'UPQ778', marca: 'Freightliner', modelo: '2022', serie: '3AKJHHDR5NSNA1287' },
  {
    placa: 'GIT516',
    marca: 'Hino',
    modelo: '2018',
    serie: 'JHHZJL8H9JK004521',
    propietario_nit: DEMO_OWNER_NIT,
  },
  { placa: 'XVB340', marca: 'Volvo', modelo: '2023', serie: '4V4NC9EH1PN612345' },
  {
    placa: 'SNL627',
    marca: 'Kenworth',
    modelo: '2017',
    serie: '3WKDD40X2HF778210',
    propietario_nit: DEMO_OWNER_NIT,
  },
  { placa: 'TTR109', marca: 'Mack', modelo: '2020', serie: '1M1AN07Y5LM004567' },
  { placa: 'WMK854', marca: 'International', modelo: '2021', serie: '3HSDZAPR3MN600912' },
  { placa: 'JHZ431', marca: 'Foton', modelo: '2022', serie: 'LVBV4PBB9NE012345' },
];

export const DEMO_DRIVERS = [
  { documento: '80123456', nombre: 'Luis Alberto Pérez Rincón', telefono: '3104445566' },
  { documento: '71234567', nombre: 'Jhon Fredy Arango Mejía', telefono: '3126678812' },
  { documento: '16789012', nombre: 'Carlos Andrés Mosquera Valencia', telefono: '3157781234' },
  { documento: '1020345678', nombre: 'Wilson Hernán Rojas Cely', telefono: '3203349911' },
  { documento: '98765432', nombre: 'Édgar Mauricio Gómez Pineda', telefono: '3015567723' },
  { documento: '79456123', nombre: 'José Libardo Suárez Niño', telefono: '3168890123' },
  { documento: '1098765432', nombre: 'Yeison Camilo Ortiz Durán', telefono: '3185523410' },
  { documento: '8734521', nombre: 'Ramiro Antonio Salcedo Padilla', telefono: '3002214578' },
  { documento: '14678903', nombre: 'Nelson Enrique Ospina Castro', telefono: '3114412396' },
  { documento: '1144056789', nombre: 'Diego Armando Caicedo Riascos', telefono: '3178835521' },
];

/** Branches of the demo company and the city each dispatches from. */
export const DEMO_BRANCHES: { nombre: string; lugar: PlaceKey }[] = [
  { nombre: 'Bogotá', lugar: 'bogota' },
  { nombre: 'Medellín', lugar: 'medellin' },
  { nombre: 'Cali', lugar: 'cali' },
];

/** The second company (isolation): its own branches, shipper, fleet and numbers. */
export const OTHER_COMPANY = {
  branches: [
    { nombre: 'Barranquilla', lugar: 'barranquilla' as PlaceKey },
    { nombre: 'Cartagena', lugar: 'cartagena' as PlaceKey },
  ],
  generator: {
    nit: '824001122',
    nombre: 'Carbones del Cesar S.A.',
    producto: 'Carbón térmico',
    empaque: 'Granel',
    valorKg: 350,
    peso: [28000, 34000] as [number, number],
    direccion: 'Km 12 vía La Jagua',
    telefono: '6055712200',
    tipoDespacho: 'Granel',
  },
  vehicles: [
    { placa: 'STK902', marca: 'Kenworth', modelo: '2020', serie: '3WKDD40X7LF556677' },
    { placa: 'UFX318', marca: 'International', modelo: '2022', serie: '3HSDZAPR1NN701122' },
  ],
  drivers: [
    { documento: '72345678', nombre: 'Álvaro José Mendoza Pérez', telefono: '3005512398' },
    { documento: '1047456789', nombre: 'Luis Fernando Barrios Ortega', telefono: '3014478123' },
  ],
};
