// spec §3: document types, in the order the spec lists them (ids are stable: they are seeded).
export const DOCUMENT_TYPES = [
  { id: 1, code: 'RC', descripcion: 'Registro civil de nacimiento' },
  { id: 2, code: 'TI', descripcion: 'Tarjeta de identidad' },
  { id: 3, code: 'CC', descripcion: 'Cédula de ciudadanía' },
  { id: 4, code: 'TE', descripcion: 'Tarjeta de extranjería' },
  { id: 5, code: 'CE', descripcion: 'Cédula de extranjería' },
  { id: 6, code: 'NIT', descripcion: 'NIT' },
  { id: 7, code: 'PA', descripcion: 'Pasaporte' },
] as const;
