import type { PlaceKey } from './demo-movements-data';

// Consignees (destinatarios) of the demo movements, by destination city.

/** Consignees per destination city. */
export const DEMO_CONSIGNEES: {
  nit: string;
  nombre: string;
  direccion: string;
  telefono: string;
  lugar: PlaceKey;
}[] = [
  {
    nit: '890900123',
    nombre: 'Tostadora Antioquia S.A.',
    direccion: 'Cl. 10 Sur # 50-20',
    telefono: '6043210987',
    lugar: 'medellin',
  },
  {
    nit: '900234111',
    nombre: 'Distribuidora El Poblado S.A.S.',
    direccion: 'Cra. 43A # 1-50',
    telefono: '6043126600',
    lugar: 'medellin',
  },
  {
    nit: '890300456',
    nombre: 'Almacenes del Pacífico S.A.',
    direccion: 'Cl. 5 # 38-25',
    telefono: '6025540021',
    lugar: 'cali',
  },
  {
    nit: '800765432',
    nombre: 'Mayorista Costa Norte S.A.S.',
    direccion: 'Vía 40 # 71-197',
    telefono: '6053781200',
    lugar: 'barranquilla',
  },
  {
    nit: '890480012',
    nombre: 'Puerto Bahía Logística S.A.',
    direccion: 'Zona Industrial Mamonal Km 6',
    telefono: '6056685400',
    lugar: 'cartagena',
  },
  {
    nit: '900112233',
    nombre: 'Centro de Distribución Santander S.A.S.',
    direccion: 'Autopista Floridablanca # 24-60',
    telefono: '6076344411',
    lugar: 'bucaramanga',
  },
  {
    nit: '816002345',
    nombre: 'Comercializadora del Eje S.A.S.',
    direccion: 'Av. 30 de Agosto # 87-290',
    telefono: '6063267700',
    lugar: 'pereira',
  },
  {
    nit: '890801122',
    nombre: 'Industrias de Caldas S.A.',
    direccion: 'Cra. 23 # 64B-33',
    telefono: '6068875500',
    lugar: 'manizales',
  },
  {
    nit: '809003344',
    nombre: 'Surtidora del Tolima S.A.S.',
    direccion: 'Cra. 5 # 60-123',
    telefono: '6082741100',
    lugar: 'ibague',
  },
  {
    nit: '822005566',
    nombre: 'Agroinsumos del Llano S.A.S.',
    direccion: 'Km 1 vía Puerto López',
    telefono: '6086621900',
    lugar: 'villavicencio',
  },
  {
    nit: '819007788',
    nombre: 'Puerto de Santa Marta Operaciones S.A.',
    direccion: 'Cra. 1 # 10A-12',
    telefono: '6054217970',
    lugar: 'santaMarta',
  },
  {
    nit: '807009900',
    nombre: 'Distribuciones Frontera S.A.S.',
    direccion: 'Av. Libertadores # 10-50',
    telefono: '6075783300',
    lugar: 'cucuta',
  },
  {
    nit: '891101234',
    nombre: 'Supermercados del Huila S.A.',
    direccion: 'Cl. 21 Sur # 7-45',
    telefono: '6088754400',
    lugar: 'neiva',
  },
  {
    nit: '814004567',
    nombre: 'Comercial Nariño S.A.S.',
    direccion: 'Cl. 18 # 28-84',
    telefono: '6027312200',
    lugar: 'pasto',
  },
  {
    nit: '891800345',
    nombre: 'Bodegas Boyacá S.A.S.',
    direccion: 'Av. Norte # 45-30',
    telefono: '6087423300',
    lugar: 'tunja',
  },
  {
    nit: '900556677',
    nombre: 'Terminal Marítimo del Pacífico S.A.',
    direccion: 'Av. Portuaria, Muelle 2',
    telefono: '6022410700',
    lugar: 'buenaventura',
  },
  {
    nit: '801002233',
    nombre: 'Mercados del Quindío S.A.S.',
    direccion: 'Cra. 19 # 12N-45',
    telefono: '6067459900',
    lugar: 'armenia',
  },
  {
    nit: '812003344',
    nombre: 'Agropecuaria del Sinú S.A.S.',
    direccion: 'Cl. 29 # 2-43',
    telefono: '6047823300',
    lugar: 'monteria',
  },
  {
    nit: '860350123',
    nombre: 'Grandes Superficies Bogotá S.A.',
    direccion: 'Av. Cl. 80 # 69Q-50',
    telefono: '6012905500',
    lugar: 'bogota',
  },
];
