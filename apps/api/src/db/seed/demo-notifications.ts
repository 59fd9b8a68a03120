import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { generatorContacts, generators, notificationTemplates } from '../schema';

// The demo company's notifications (issue 27 §2): templates for INICIAR VIAJE and the delivery, successful
// or rejected, to the generators' contacts, and a contact of the demo generator (Café de la Sabana).

const DEMO_GENERATOR_NIT = '860001234';
export const DEMO_GENERATOR_CONTACT = 'contacto@generador.demo';

const SIGNATURE =
  '\n\nPuede consultar el estado de su despacho en {{enlace_consulta}}\n\nCordialmente,\n{{empresa}}';

const TEMPLATES = [
  {
    eventId: 5,
    subject: 'Su carga va en camino · Remesa {{remesa}}',
    body: `Le informamos que el vehículo de placa {{placa}}, conducido por {{conductor}}, inició el viaje el {{fecha_hora}} desde {{lugar}}.\n\nManifiesto {{manifiesto}}, remesa {{remesa}}.${SIGNATURE}`,
  },
  {
    eventId: 11,
    subject: 'Entrega exitosa · Remesa {{remesa}}',
    body: `Le informamos que la remesa {{remesa}} fue entregada con éxito el {{fecha_hora}} en {{lugar}}.\n\nVehículo {{placa}}, conductor {{conductor}}, manifiesto {{manifiesto}}. Novedad: {{novedad}}.${SIGNATURE}`,
  },
  {
    eventId: 12,
    subject: 'Entrega rechazada · Remesa {{remesa}}',
    body: `Le informamos que la entrega de la remesa {{remesa}} fue rechazada el {{fecha_hora}} en {{lugar}}.\n\nMotivo: {{novedad}}.\n\nVehículo {{placa}}, conductor {{conductor}}, manifiesto {{manifiesto}}. Nos comunicaremos con usted para acordar los siguientes pasos.${SIGNATURE}`,
  },
];

export async function seedDemoNotifications(tx: Db, customerId: number): Promise<void> {
  await tx
    .insert(notificationTemplates)
    .values(TEMPLATES.map((t) => ({ customerId, recipientKind: 'generador', ...t })))
    .onConflictDoNothing();
  const [generator] = await tx
    .select({ id: generators.id })
    .from(generators)
    .where(and(eq(generators.customerId, customerId), eq(generators.nit, DEMO_GENERATOR_NIT)));
  if (!generator) return; // seeded without movements: no generators yet
  await tx
    .insert(generatorContacts)
    .values({
      customerId,
      generatorId: generator.id,
      name: 'Contacto Café de la Sabana',
      email: DEMO_GENERATOR_CONTACT,
    })
    .onConflictDoNothing();
}
