import { Divider, Grid, MultiSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import {
  CONTRACT_MAX_ZONES,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  CONVENIO_TYPE_LABELS,
  CONVENIO_TYPES,
  MSG,
  type TContract,
  ZContractForm,
} from '@trazo/shared';
import { MasterForm } from '../../../components/master-list/master-form';
import { useZoneOptions } from '../api/find-zones';
import { CONTRACTS_PATH } from '../api/paths';
import { ClientFields } from './client-fields';
import { numberOrNull, useFields } from './use-fields';

const TYPES = CONTRACT_TYPES.map((t) => ({ value: t, label: CONTRACT_TYPE_LABELS[t] }));
const CONVENIOS = [
  { value: '', label: MSG.espContractConvenioNone },
  ...CONVENIO_TYPES.map((t) => ({ value: t, label: CONVENIO_TYPE_LABELS[t] })),
];

/** Create or edit a contract; its number is given by the server (consecutive per operator). */
export function ContractForm({ row, onClose }: { row: TContract | null; onClose: () => void }) {
  const zones = useZoneOptions();
  const {
    values: v,
    set,
    errors,
    setErrors,
  } = useFields({
    clientNit: row?.clientNit ?? '',
    clientDv: (row?.clientDv ?? '') as number | string,
    clientName: row?.clientName ?? '',
    objeto: row?.objeto ?? '',
    type: (row?.type ?? 'empresarial') as string,
    startDate: row?.startDate ?? '',
    endDate: row?.endDate ?? '',
    route: row?.route ?? '',
    zoneIds: row?.zones.map((z) => String(z.id)) ?? ([] as string[]),
    convenioType: (row?.convenioType ?? '') as string,
    partnerName: row?.partnerName ?? '',
    partnerNit: row?.partnerNit ?? '',
    partnerDv: (row?.partnerDv ?? '') as number | string,
    responsibleName: row?.responsibleName ?? '',
    responsibleDocument: row?.responsibleDocument ?? '',
    responsiblePhone: row?.responsiblePhone ?? '',
    responsibleAddress: row?.responsibleAddress ?? '',
    responsibleEmail: row?.responsibleEmail ?? '',
    active: row?.active ?? true,
  });
  type TextKey =
    | 'objeto'
    | 'route'
    | 'partnerName'
    | 'partnerNit'
    | 'responsibleName'
    | 'responsibleDocument'
    | 'responsiblePhone'
    | 'responsibleAddress'
    | 'responsibleEmail'
    | 'startDate'
    | 'endDate';
  const text = (key: TextKey) => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key)(e.currentTarget.value),
    error: errors[key],
  });
  const hasConvenio = v.convenioType !== '';
  return (
    <MasterForm
      path={CONTRACTS_PATH}
      id={row?.id ?? null}
      schema={ZContractForm}
      input={() => ({
        ...v,
        clientDv: numberOrNull(v.clientDv),
        zoneIds: v.zoneIds.map(Number),
        convenioType: hasConvenio ? v.convenioType : null,
        partnerDv: hasConvenio ? numberOrNull(v.partnerDv) : null,
        partnerName: hasConvenio ? v.partnerName : '',
        partnerNit: hasConvenio ? v.partnerNit : '',
      })}
      onErrors={setErrors}
      savedName={() => v.objeto}
      onClose={onClose}
    >
      {row && (
        <TextInput label={MSG.espContractNumber} value={String(row.number).padStart(4, '0')} readOnly />
      )}
      <ClientFields
        nit={v.clientNit}
        dv={v.clientDv}
        name={v.clientName}
        onNit={set('clientNit')}
        onDv={set('clientDv')}
        onName={set('clientName')}
        errors={errors}
      />
      <Textarea
        label={MSG.espContractObjeto}
        {...text('objeto')}
        maxLength={500}
        autosize
        minRows={2}
        withAsterisk
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={MSG.espContractType}
            data={TYPES}
            value={v.type}
            onChange={(value) => set('type')(value ?? 'empresarial')}
            error={errors.type}
            allowDeselect={false}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput type="date" label={MSG.espContractStart} {...text('startDate')} withAsterisk />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput type="date" label={MSG.espContractEnd} {...text('endDate')} withAsterisk />
        </Grid.Col>
      </Grid>
      <TextInput
        label={MSG.espContractRoute}
        description={MSG.espContractRouteHint}
        {...text('route')}
        maxLength={300}
      />
      <MultiSelect
        label={MSG.espContractZones}
        data={zones.data ?? []}
        value={v.zoneIds}
        onChange={set('zoneIds')}
        error={errors.zoneIds}
        searchable
        limit={50}
        maxValues={CONTRACT_MAX_ZONES}
        clearable
      />
      <Divider label={MSG.espContractConvenio} labelPosition="left" />
      <Select
        label={MSG.espContractConvenio}
        data={CONVENIOS}
        value={v.convenioType}
        onChange={(value) => set('convenioType')(value ?? '')}
        error={errors.convenioType}
        allowDeselect={false}
      />
      {hasConvenio && (
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput
              label={MSG.espContractPartnerName}
              {...text('partnerName')}
              maxLength={200}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={9}>
            <TextInput
              label={MSG.espContractPartnerNit}
              {...text('partnerNit')}
              maxLength={15}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={3}>
            <NumberInput
              label={MSG.espClientDv}
              value={v.partnerDv}
              onChange={set('partnerDv')}
              error={errors.partnerDv}
              min={0}
              max={9}
              allowDecimal={false}
              hideControls
              withAsterisk
            />
          </Grid.Col>
        </Grid>
      )}
      <Divider label={MSG.espContractResponsible} labelPosition="left" />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            label={MSG.espResponsibleName}
            {...text('responsibleName')}
            maxLength={150}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={MSG.espResponsibleDocument}
            {...text('responsibleDocument')}
            maxLength={20}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={MSG.espResponsiblePhone}
            {...text('responsiblePhone')}
            inputMode="tel"
            maxLength={20}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            label={MSG.espResponsibleAddress}
            {...text('responsibleAddress')}
            maxLength={200}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            type="email"
            label={MSG.espResponsibleEmail}
            description={MSG.espResponsibleEmailHint}
            {...text('responsibleEmail')}
            maxLength={254}
          />
        </Grid.Col>
      </Grid>
      <Switch
        label={MSG.espActive}
        checked={v.active}
        onChange={(e) => set('active')(e.currentTarget.checked)}
      />
    </MasterForm>
  );
}
