import { Grid, Paper, Select, Switch, Text, TextInput } from '@mantine/core';
import {
  DOCUMENT_TYPES,
  MSG,
  type TCostCentre,
  type TPlace,
  type TStaffMember,
  ZStaffForm,
} from '@trazo/shared';
import { MasterForm } from '../../../components/master-list/master-form';
import { useMasterOptions } from '../api/find-master-options';
import { COST_CENTRES_PATH, PLACES_PATH, STAFF_PATH } from '../api/paths';
import { useFields } from './use-fields';

const TYPES = DOCUMENT_TYPES.map((d) => ({ value: String(d.id), label: `${d.code} — ${d.descripcion}` }));
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });

/** Create or edit a passenger; the data-processing consent (Ley 1581 de 2012) shows the text accepted. */
export function StaffForm({ row, onClose }: { row: TStaffMember | null; onClose: () => void }) {
  const centres = useMasterOptions<TCostCentre>(COST_CENTRES_PATH, (c) => `${c.code} · ${c.name}`);
  const places = useMasterOptions<TPlace>(PLACES_PATH, (p) => p.name);
  const {
    values: v,
    set,
    errors,
    setErrors,
  } = useFields({
    documentTypeId: String(row?.documentTypeId ?? 3),
    documentNumber: row?.documentNumber ?? '',
    firstNames: row?.firstNames ?? '',
    lastNames: row?.lastNames ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    costCentreId: row?.costCentreId ? String(row.costCentreId) : (null as string | null),
    pickupPlaceId: row?.pickupPlaceId ? String(row.pickupPlaceId) : (null as string | null),
    hasConsent: row ? row.consentDate !== null : false,
    consentDate: row?.consentDate ?? today(),
    active: row?.active ?? true,
  });
  const text = (key: 'documentNumber' | 'firstNames' | 'lastNames' | 'phone' | 'email') => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key)(e.currentTarget.value),
    error: errors[key],
  });
  return (
    <MasterForm
      path={STAFF_PATH}
      id={row?.id ?? null}
      schema={ZStaffForm}
      input={() => ({
        documentTypeId: Number(v.documentTypeId),
        documentNumber: v.documentNumber,
        firstNames: v.firstNames,
        lastNames: v.lastNames,
        phone: v.phone,
        email: v.email,
        costCentreId: v.costCentreId === null ? null : Number(v.costCentreId),
        pickupPlaceId: v.pickupPlaceId === null ? null : Number(v.pickupPlaceId),
        consentDate: v.hasConsent ? v.consentDate : null,
        active: v.active,
      })}
      onErrors={setErrors}
      savedName={() => `${v.firstNames} ${v.lastNames}`}
      onClose={onClose}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label={MSG.espDocumentType}
            data={TYPES}
            value={v.documentTypeId}
            onChange={(value) => set('documentTypeId')(value ?? '3')}
            error={errors.documentTypeId}
            allowDeselect={false}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            label={MSG.espDocumentNumber}
            {...text('documentNumber')}
            maxLength={20}
            withAsterisk
            data-autofocus
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={MSG.espFirstNames} {...text('firstNames')} maxLength={100} withAsterisk />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={MSG.espLastNames} {...text('lastNames')} maxLength={100} withAsterisk />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput label={MSG.espPhone} {...text('phone')} inputMode="tel" maxLength={20} withAsterisk />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput label={MSG.espEmail} {...text('email')} type="email" maxLength={254} />
        </Grid.Col>
      </Grid>
      <Select
        label={MSG.espCostCentre}
        data={centres.data ?? []}
        value={v.costCentreId}
        onChange={set('costCentreId')}
        error={errors.costCentreId}
        searchable
        clearable
      />
      <Select
        label={MSG.espPickupPlace}
        data={places.data ?? []}
        value={v.pickupPlaceId}
        onChange={set('pickupPlaceId')}
        error={errors.pickupPlaceId}
        searchable
        clearable
      />
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" fw={600} mb={4}>
          {MSG.espConsent}
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          {row?.consentText ?? MSG.espConsentText}
        </Text>
        <Switch
          label={MSG.espConsentGiven}
          checked={v.hasConsent}
          onChange={(e) => set('hasConsent')(e.currentTarget.checked)}
        />
        {v.hasConsent && (
          <TextInput
            mt="sm"
            type="date"
            label={MSG.espConsentDate}
            value={v.consentDate}
            onChange={(e) => set('consentDate')(e.currentTarget.value)}
            error={errors.consentDate}
            max={today()}
            w={200}
          />
        )}
      </Paper>
      <Switch
        label={MSG.espActive}
        checked={v.active}
        onChange={(e) => set('active')(e.currentTarget.checked)}
      />
    </MasterForm>
  );
}
