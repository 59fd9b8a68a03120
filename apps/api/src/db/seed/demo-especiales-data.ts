// Especiales Demo S.A.S.'s masters (issue 24 item 9): two clients, their cost centres, 30 places in Bogotá
// and the Sabana (real DIVIPOLA codes and approximate coordinates), and 40 passengers.

export const DEMO_CLIENTS = {
  banco: { nit: '860002964', dv: 4, name: 'Banco de Bogotá S.A.' },
  colegio: { nit: '860007336', dv: 1, name: 'Colegio Los Nogales S.A.S.' },
} as const;

export const DEMO_COST_CENTRES = [
  { client: 'banco', code: 'BB-ADM', name: 'Administración', budget: 18_000_000 },
  { client: 'banco', code: 'BB-TEC', name: 'Tecnología', budget: 12_500_000 },
  { client: 'banco', code: 'BB-COM', name: 'Comercial', budget: null },
  { client: 'colegio', code: 'CLN-PRI', name: 'Primaria', budget: 9_000_000 },
  { client: 'colegio', code: 'CLN-BAC', name: 'Bachillerato', budget: 11_000_000 },
] as const;

/** [name, address, DIVIPOLA, lat, lon, aliases] */
export const DEMO_PLACES: [string, string, number, number | null, number | null, string[]][] = [
  ['Banco de Bogotá Sede Principal', 'Cl 36 # 7-47', 11001, 4.6208, -74.0686, ['Sede principal', 'Centro']],
  ['Torre Calle 100', 'Cl 100 # 19-61', 11001, 4.6862, -74.0455, ['Calle 100']],
  ['Centro Empresarial Santa Bárbara', 'Cra 7 # 115-60', 11001, 4.6967, -74.0309, ['Usaquén']],
  ['Portal Norte', 'Autopista Norte # 174', 11001, 4.7548, -74.0461, ['Terminal norte']],
  ['Portal del Sur', 'Autopista Sur # 61-20', 11001, 4.5967, -74.1526, []],
  ['Portal 80', 'Av Calle 80 # 100-50', 11001, 4.7115, -74.1117, []],
  ['Aeropuerto El Dorado', 'Av El Dorado # 103-09', 11001, 4.7016, -74.1469, ['Aeropuerto', 'BOG']],
  ['Terminal Salitre', 'Dg 23 # 69-60', 11001, 4.6543, -74.1162, ['Terminal de transportes']],
  ['Centro Comercial Andino', 'Cra 11 # 82-71', 11001, 4.6667, -74.0527, ['Andino']],
  ['Parque de la 93', 'Cl 93A # 13-20', 11001, 4.6766, -74.0486, ['La 93']],
  ['Universidad Nacional', 'Cra 45 # 26-85', 11001, 4.6381, -74.0842, ['UNAL']],
  ['Hospital San Ignacio', 'Cra 7 # 40-62', 11001, 4.6281, -74.0645, []],
  ['Fundación Santa Fe', 'Cra 7 # 117-15', 11001, 4.6951, -74.0331, ['Santa Fe de Bogotá']],
  ['Plaza de Bolívar', 'Cra 7 # 11-10', 11001, 4.5981, -74.0761, ['Centro histórico']],
  ['Centro Comercial Unicentro', 'Av 15 # 124-30', 11001, 4.7018, -74.0419, ['Unicentro']],
  ['Salitre Plaza', 'Cra 68B # 24-39', 11001, 4.6524, -74.1097, []],
  ['Colegio Los Nogales', 'Cl 227 # 45-60', 11001, 4.7958, -74.0433, ['Nogales']],
  ['Centro Chía', 'Cl 13 # 9-20', 25175, 4.8619, -74.0587, ['Parque de Chía']],
  ['Centro Comercial Fontanar', 'Km 2.5 Vía Chía–Cajicá', 25175, 4.8787, -74.0368, ['Fontanar']],
  ['Universidad de La Sabana', 'Km 7 Autopista Norte', 25175, 4.8616, -74.0328, ['La Sabana']],
  ['Parque Principal Cajicá', 'Cl 2 # 4-07', 25126, 4.9185, -74.0282, []],
  ['Catedral de Sal', 'Cl 1 # 6-00 Barrio El Salitre', 25899, 5.0194, -74.0081, ['Zipaquirá']],
  ['Parque Industrial Soacha', 'Autopista Sur Km 14', 25754, 4.5794, -74.2168, []],
  ['Zona Franca Funza', 'Km 1.5 Vía Funza–Siberia', 25286, 4.7294, -74.1736, ['Zona franca']],
  ['Centro Mosquera', 'Cra 3 # 2-47', 25473, 4.7059, -74.2302, []],
  ['Parque Madrid', 'Cl 7 # 5-40', 25430, 4.7326, -74.2641, []],
  ['Siberia Cota', 'Km 3 Vía Siberia–Cota', 25214, 4.7613, -74.1432, ['Siberia']],
  ['Mirador La Calera', 'Vía Bogotá–La Calera Km 6', 25377, 4.7011, -73.9971, []],
  ['Parque Industrial Tocancipá', 'Km 21 Autopista Norte', 25817, 4.9653, -73.9126, []],
  ['Centro Facatativá', 'Cra 3 # 5-50', 25269, 4.8135, -74.3546, ['Faca']],
];

const FIRST = [
  'Ana María',
  'Juan Carlos',
  'Luisa Fernanda',
  'Andrés',
  'Camila',
  'Santiago',
  'Valentina',
  'Daniel',
  'Laura',
  'Felipe',
];
const LAST = [
  'Rodríguez Pérez',
  'Gómez Castro',
  'Martínez Rojas',
  'López Díaz',
  'Hernández Vargas',
  'Sánchez Mora',
  'Ramírez Cruz',
  'Torres Gil',
];

/** 40 passengers spread over the cost centres and pick-up places, most with their data consent. */
export const DEMO_STAFF = Array.from({ length: 40 }, (_, i) => {
  const first = FIRST[i % FIRST.length] as string;
  const last = LAST[(i * 3) % LAST.length] as string;
  const user = `${first.split(' ')[0]}.${last.split(' ')[0]}${i + 1}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  return {
    documentTypeId: i % 13 === 12 ? 5 : 3,
    documentNumber: String(1_010_200_300 + i * 7919),
    firstNames: first,
    lastNames: last,
    phone: String(3_001_000_000 + i * 104_729),
    email: `${user}@${i < 28 ? 'bancodebogota.demo' : 'nogales.demo'}`,
    centreIndex: i < 28 ? i % 3 : 3 + (i % 2),
    placeIndex: (i * 7) % DEMO_PLACES.length,
    hasConsent: i % 9 !== 4,
  };
});
