import { expect, test } from '@playwright/test';
import { findRow, openNewDrawer, pickOption, saveDrawer, signInAsOperator } from '../support/especiales';
import { openFromMenu } from '../support/side-menu';
import { toast } from '../support/toasts';

// Issue 24 items 1–2: a dispatcher of Especiales Demo creates each master from the UI (the shared master
// page: drawer form, search, deactivate) — a cost centre, a place, a funcionario using both, a contract.

const runId = () => `${Date.now().toString(36).toUpperCase()}${test.info().repeatEachIndex}`;

test('a cost centre, a place and a funcionario using both are created from the UI', async ({ page }) => {
  // Three drawers and three lists on a shared machine: more than the default minute.
  test.slow();
  const run = runId();
  await signInAsOperator(page);

  // Centros de costos
  await openFromMenu(page, 'Maestros', 'Centros de costos', /\/especiales\/centros-costos$/);
  await expect(page.getByRole('heading', { name: 'Centros de costos', level: 1 })).toBeVisible();
  let drawer = await openNewDrawer(page, 'Nuevo centro de costos');
  await drawer.getByLabel('NIT del cliente').fill('860002964');
  await expect(drawer.getByRole('textbox', { name: 'DV', exact: true })).toHaveValue('4');
  await drawer.getByLabel('Razón social del cliente').fill('Banco de Bogotá S.A.');
  await drawer.getByRole('textbox', { name: 'Código', exact: true }).fill(`e2e-${run}`);
  await drawer.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Auditoría ${run}`);
  await drawer.getByLabel('Presupuesto mensual').fill('5000000');
  await saveDrawer(page, drawer, `E2E-${run}`);
  const centre = await findRow(page, `auditoria ${run}`, `E2E-${run}`);
  await expect(centre).toContainText('$ 5.000.000');

  // Orígenes y Destinos
  await openFromMenu(page, 'Maestros', 'Orígenes y Destinos', /\/especiales\/origenes-destinos$/);
  drawer = await openNewDrawer(page, 'Nuevo lugar');
  await drawer.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Sede Chía ${run}`);
  await drawer.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Cl 13 # 9-20');
  await pickOption(drawer, page, 'Municipio', 'CHÍA', /^CHÍA \(CUNDINAMARCA\)$/);
  await drawer.getByLabel('Latitud').fill('4.8619');
  await drawer.getByLabel('Longitud').fill('-74.0587');
  await saveDrawer(page, drawer, `Sede Chía ${run}`);
  const place = await findRow(page, `sede chia ${run}`, `Sede Chía ${run}`);
  await expect(place).toContainText('CHÍA (CUNDINAMARCA)');

  // Funcionarios: with the cost centre and the place just made, and the data consent
  await openFromMenu(page, 'Maestros', 'Funcionarios', /\/especiales\/funcionarios$/);
  drawer = await openNewDrawer(page, 'Nuevo funcionario');
  const document = String(Date.now()).slice(-9) + String(test.info().repeatEachIndex);
  await drawer.getByLabel('Número de documento').fill(document);
  await drawer.getByLabel('Nombres').fill('Julián Andrés');
  await drawer.getByLabel('Apellidos').fill(`Peña ${run}`);
  await drawer.getByLabel('Teléfono').fill('3104445566');
  await drawer.getByLabel('Correo electrónico').fill(`julian.${run.toLowerCase()}@cliente.co`);
  await pickOption(drawer, page, 'Centro de costos', `E2E-${run}`, new RegExp(`E2E-${run}`));
  await pickOption(drawer, page, 'Lugar habitual de recogida', `Sede Chía ${run}`, `Sede Chía ${run}`);
  await expect(drawer.getByText('Ley 1581 de 2012')).toBeVisible();
  await drawer.getByRole('switch', { name: 'Autorizó el tratamiento de sus datos' }).check();
  await expect(drawer.getByLabel('Fecha de la autorización')).toBeVisible();
  await saveDrawer(page, drawer, `Julián Andrés Peña ${run}`);
  const person = await findRow(page, document);
  await expect(person).toContainText(`Julián Andrés Peña ${run}`);
  await expect(person).toContainText(`Sede Chía ${run}`);

  // The same document again is refused with the Spanish 409 on its field
  drawer = await openNewDrawer(page, 'Nuevo funcionario');
  await drawer.getByLabel('Número de documento').fill(document);
  await drawer.getByLabel('Nombres').fill('Otra');
  await drawer.getByLabel('Apellidos').fill('Persona');
  await drawer.getByLabel('Teléfono').fill('3100000000');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    drawer.getByText('Ya existe un funcionario con ese número de documento en su empresa.'),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
});

test('a contract is created from the UI with its server number, then deactivated', async ({ page }) => {
  const run = runId();
  await signInAsOperator(page);
  await openFromMenu(page, 'Maestros', 'Contratos', /\/especiales\/contratos$/);
  const drawer = await openNewDrawer(page, 'Nuevo contrato');
  await drawer.getByLabel('NIT del cliente').fill('860002964');
  await drawer.getByLabel('Razón social del cliente').fill('Banco de Bogotá S.A.');
  await drawer.getByLabel('Objeto del contrato').fill(`Transporte de auditores ${run}`);
  await drawer.getByLabel('Fecha de inicio').fill('2026-02-01');
  await drawer.getByLabel('Fecha de terminación').fill('2026-01-01');
  await drawer.getByLabel('Origen – destino').fill('Bogotá – Chía');
  await drawer.getByLabel('Nombre del responsable').fill('Carlos Andrés Díaz');
  await drawer.getByLabel('Documento del responsable').fill('79555123');
  await drawer.getByLabel('Teléfono del responsable').fill('6013217654');
  await drawer.getByLabel('Dirección del responsable').fill('Cra 7 # 71-21, Bogotá');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    drawer.getByText('La fecha de terminación no puede ser anterior a la de inicio.'),
  ).toBeVisible();
  await drawer.getByLabel('Fecha de terminación').fill('2026-12-31');
  await saveDrawer(page, drawer, `Transporte de auditores ${run}`);
  const contract = await findRow(page, `auditores ${run}`, `Transporte de auditores ${run}`);
  await expect(contract).toContainText('01/02/2026 – 31/12/2026');
  await expect(contract.getByRole('cell').first()).toHaveText(/^\d{4}$/);

  // Deactivating keeps the row: it leaves 'Activos' and shows under 'Inactivos'
  await contract.getByRole('button', { name: /^Desactivar Contrato \d+$/ }).click();
  await expect(toast(page, 'Registro desactivado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `auditores ${run}` })).toHaveCount(0);
  await page.getByText('Inactivos', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: `Transporte de auditores ${run}` })).toHaveCount(1);
});
