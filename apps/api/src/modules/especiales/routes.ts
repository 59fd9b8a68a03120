import {
  ZContract,
  ZContractForm,
  ZCostCentre,
  ZCostCentreForm,
  ZPlace,
  ZPlaceForm,
  ZStaffForm,
  ZStaffMember,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MasterImporter } from '../masters/master-import';
import { masterRoutes } from '../masters/master-routes';
import {
  createContract,
  exportContracts,
  findContracts,
  setContractActive,
  updateContract,
} from './contracts';
import {
  createCostCentre,
  exportCostCentres,
  findCostCentres,
  setCostCentreActive,
  updateCostCentre,
} from './cost-centres';
import { ESPECIALES_ROLES, operatorOf } from './operator-scope';
import { createPlace, exportPlaces, findPlaces, setPlaceActive, updatePlace } from './places';
import { placesImporter } from './places-import';
import { serviceRoutes } from './service-routes';
import { createStaff, exportStaff, findStaff, setStaffActive, updateStaff } from './staff';
import { staffImporter } from './staff-import';

// The special-transport operator's masters and contracts (spec §2.1, §2.7 Maestros; issue 24 items 1–2),
// each on the shared master routes, role 1 only, scoped to the operator chosen.
const tag = 'Especiales';
const common = { tag, roles: ESPECIALES_ROLES, scope: operatorOf };

export const especialesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    masterRoutes({
      ...common,
      path: '/especiales/centros-costos',
      noun: 'centro de costos',
      row: ZCostCentre,
      form: ZCostCentreForm,
      find: findCostCentres,
      create: createCostCentre,
      update: updateCostCentre,
      setActive: setCostCentreActive,
      export: exportCostCentres,
    }),
  );
  await app.register(
    masterRoutes({
      ...common,
      path: '/especiales/origenes-destinos',
      noun: 'origen o destino',
      row: ZPlace,
      form: ZPlaceForm,
      find: findPlaces,
      create: createPlace,
      update: updatePlace,
      setActive: setPlaceActive,
      export: exportPlaces,
      importer: placesImporter as MasterImporter<unknown, unknown>,
    }),
  );
  await app.register(
    masterRoutes({
      ...common,
      path: '/especiales/funcionarios',
      noun: 'funcionario',
      row: ZStaffMember,
      form: ZStaffForm,
      find: findStaff,
      create: createStaff,
      update: updateStaff,
      setActive: setStaffActive,
      export: exportStaff,
      importer: staffImporter as MasterImporter<unknown, unknown>,
    }),
  );
  await app.register(
    masterRoutes({
      ...common,
      path: '/especiales/contratos',
      noun: 'contrato',
      row: ZContract,
      form: ZContractForm,
      find: findContracts,
      create: createContract,
      update: updateContract,
      setActive: setContractActive,
      export: exportContracts,
    }),
  );
  await app.register(serviceRoutes);
};
