import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import { generators, userRoleGenerators } from '../schema';
import { hasManifest, seedDemoMovements, spreadSpecs } from './demo-movements';
import {
  DEMO_BRANCHES,
  DEMO_DRIVERS,
  DEMO_GENERATORS,
  DEMO_VEHICLES,
  OTHER_COMPANY,
} from './demo-movements-data';
import type { DemoWorld } from './demo-movements-plan';

// The demo movements (issue 4 §5): ~200 manifests of the demo company over the last 60 days, with the
// showcase manifest 100001 and customer document DOC-555 in two branches; 20 of a second company.

export const DEMO_SHOWCASE_MANIFEST = '100001';
export const DEMO_TWO_BRANCH_DOCUMENT = 'DOC-555';
export const OTHER_COMPANY_DOCUMENT = 'DOC-777';

const MAIN_WORLD: DemoWorld = {
  branches: DEMO_BRANCHES,
  generators: DEMO_GENERATORS,
  vehicles: DEMO_VEHICLES,
  drivers: DEMO_DRIVERS,
};

const OTHER_WORLD: DemoWorld = {
  branches: OTHER_COMPANY.branches,
  generators: [OTHER_COMPANY.generator],
  vehicles: OTHER_COMPANY.vehicles,
  drivers: OTHER_COMPANY.drivers,
};

export interface DemoWorldOptions {
  mainCustomerId: number;
  otherCustomerId: number;
  /** Generator grants (user_roles ids) and the NIT of the generator each speaks for. */
  generatorGrants: { userRoleId: number; generatorNit: string }[];
  now: Date;
  storage?: FileStorage;
}

export async function seedDemoWorld(tx: Db, options: DemoWorldOptions): Promise<void> {
  const { now, storage } = options;
  if (!(await hasManifest(tx, options.mainCustomerId, DEMO_SHOWCASE_MANIFEST))) {
    const specs = spreadSpecs(100001, 200, 60, now, 11);
    const [showcase, docA, docB] = specs;
    if (showcase) Object.assign(showcase, { showcase: true, branch: 0 });
    if (docA) Object.assign(docA, { branch: 0, documents: [DEMO_TWO_BRANCH_DOCUMENT] });
    if (docB) Object.assign(docB, { branch: 1, documents: [DEMO_TWO_BRANCH_DOCUMENT, 'PED-47999'] });
    await seedDemoMovements(tx, {
      customerId: options.mainCustomerId,
      world: MAIN_WORLD,
      specs,
      now,
      seed: 4,
      storage,
    });
  }
  if (!(await hasManifest(tx, options.otherCustomerId, '700001'))) {
    const specs = spreadSpecs(700001, 20, 30, now, 12);
    if (specs[0]) Object.assign(specs[0], { documents: [OTHER_COMPANY_DOCUMENT] });
    await seedDemoMovements(tx, {
      customerId: options.otherCustomerId,
      world: OTHER_WORLD,
      specs,
      now,
      seed: 7,
      storage,
    });
  }
  for (const grant of options.generatorGrants) {
    const [generator] = await tx
      .select({ id: generators.id })
      .from(generators)
      .where(and(eq(generators.customerId, options.mainCustomerId), eq(generators.nit, grant.generatorNit)));
    if (!generator) continue;
    await tx
      .insert(userRoleGenerators)
      .values({ userRoleId: grant.userRoleId, generatorId: generator.id })
      .onConflictDoUpdate({ target: userRoleGenerators.userRoleId, set: { generatorId: generator.id } });
  }
}
