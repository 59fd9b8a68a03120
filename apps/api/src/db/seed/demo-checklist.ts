// A PESV-style pre-operational checklist (Resolución 40595 de 2022 practice) for the demo company (issue 9).
// [category, title, description, photos allowed, photos required, critical]

type Row = [string, string, string, number, number, boolean];

export const DEMO_CHECKLIST_NAME = 'Inspección preoperacional PESV';

export const DEMO_CHECKLIST: Row[] = [
  ['Documentos', 'Licencia de conducción', 'Vigente y de la categoría del vehículo', 1, 0, true],
  ['Documentos', 'SOAT', 'Póliza vigente a bordo', 1, 1, true],
  ['Documentos', 'Revisión técnico-mecánica', 'Certificado vigente', 1, 0, true],
  ['Documentos', 'Tarjeta de propiedad', 'Original a bordo', 0, 0, false],
  ['Niveles y fugas', 'Nivel de aceite de motor', 'Entre mínimo y máximo de la varilla', 1, 0, false],
  ['Niveles y fugas', 'Líquido de frenos', 'Nivel correcto, sin fugas', 1, 0, true],
  ['Niveles y fugas', 'Refrigerante', 'Nivel correcto en el depósito', 0, 0, false],
  ['Niveles y fugas', 'Fugas bajo el vehículo', 'Sin manchas de aceite, combustible o agua', 2, 1, false],
  ['Luces', 'Luces altas y bajas', 'Encienden ambas a cada lado', 0, 0, false],
  ['Luces', 'Direccionales y estacionarias', 'Delanteras, laterales y traseras', 0, 0, false],
  ['Luces', 'Luces de freno', 'Encienden al frenar, incluido el tercer stop', 1, 0, true],
  ['Luces', 'Luz de reversa y alarma', 'Encienden y suenan al engranar reversa', 0, 0, false],
  ['Llantas', 'Presión de llantas', 'Según la placa del fabricante', 0, 0, false],
  ['Llantas', 'Labrado', 'Profundidad mínima 2 mm en todas', 2, 1, true],
  ['Llantas', 'Llanta de repuesto', 'En buen estado e inflada', 1, 0, false],
  ['Llantas', 'Rines y espárragos', 'Completos y sin fisuras', 0, 0, false],
  ['Frenos y dirección', 'Freno de servicio', 'Responde sin desviarse', 0, 0, true],
  ['Frenos y dirección', 'Freno de emergencia', 'Sostiene el vehículo en pendiente', 0, 0, true],
  ['Frenos y dirección', 'Dirección', 'Sin juego excesivo ni ruidos', 0, 0, true],
  ['Equipo de carretera', 'Extintor', 'Cargado, vigente y asegurado', 1, 1, true],
  ['Equipo de carretera', 'Botiquín', 'Completo y con fechas vigentes', 1, 0, false],
  ['Equipo de carretera', 'Conos o triángulos', 'Dos señales reflectivas', 0, 0, false],
  ['Equipo de carretera', 'Gato, cruceta y tacos', 'Completos y funcionales', 0, 0, false],
  ['Cabina', 'Cinturones de seguridad', 'Anclados y con retracción', 0, 0, true],
  ['Cabina', 'Pito', 'Suena con claridad', 0, 0, false],
  ['Cabina', 'Espejos y limpiabrisas', 'Completos, ajustados y funcionando', 1, 0, false],
];
