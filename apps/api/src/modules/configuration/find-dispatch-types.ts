import type { TDispatchTypeOption, TDispatchTypesResponse } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dispatchTypeConfigs, dispatchTypes } from '../../db/schema';
import { generatorIdOf } from './company-access';

// spec §7 tipos_despachos_customers: the company's active dispatch types, each with the generator's
// configuration of it when saved (code_type_dispatch); p_configurables are the saved ones.

export async function findDispatchTypes(
  db: Db,
  customerId: number,
  nit: string,
): Promise<TDispatchTypesResponse> {
  const generatorId = await generatorIdOf(db, customerId, nit);
  const rows = await db
    .select({
      id: dispatchTypes.id,
      descripcion: dispatchTypes.descripcion,
      configId: dispatchTypeConfigs.id,
    })
    .from(dispatchTypes)
    .leftJoin(
      dispatchTypeConfigs,
      and(
        eq(dispatchTypeConfigs.dispatchTypeId, dispatchTypes.id),
        eq(dispatchTypeConfigs.generatorId, generatorId),
      ),
    )
    .where(and(eq(dispatchTypes.customerId, customerId), eq(dispatchTypes.isActive, true)))
    .orderBy(asc(dispatchTypes.descripcion));
  const data: TDispatchTypeOption[] = rows.map((r) => ({
    idtipo_despachos: r.id,
    descripcion: r.descripcion,
    tipo_despacho_trazo: r.descripcion.toUpperCase(),
    code_type_dispatch: r.configId,
  }));
  return { data, p_configurables: data.filter((d) => d.code_type_dispatch !== null) };
}
