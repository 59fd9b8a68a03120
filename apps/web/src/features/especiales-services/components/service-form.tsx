import {
  Button,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MSG, type TService, VEHICLE_CLASS_LABELS, VEHICLE_CLASSES, ZServiceForm } from '@trazo/shared';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useContracts, useCostCentres, usePlaces, useStaff } from '../api/find-options';
import { useSaveService } from '../api/save-service';
import { bogotaToday } from './days';

const CLASSES = VEHICLE_CLASSES.map((c) => ({ value: c, label: VEHICLE_CLASS_LABELS[c] }));
const opt = (id: number, label: string) => ({ value: String(id), label });

/** File or edit a request (issue 24 item 3): date, time and duration, contract, places, passengers. */
export function ServiceForm({ row, onClose }: { row: TService | null; onClose: () => void }) {
  const contracts = useContracts();
  const centres = useCostCentres();
  const places = usePlaces();
  const staff = useStaff();
  const save = useSaveService();
  const [v, setV] = useState({
    date: row?.date ?? bogotaToday(),
    startTime: row?.startTime ?? '08:00',
    durationMinutes: (row?.durationMinutes ?? 60) as number | string,
    contractId: row ? String(row.contract.id) : null,
    originId: row ? String(row.origin.id) : null,
    destinationId: row ? String(row.destination.id) : null,
    stopIds: row?.stops.map((s) => String(s.id)) ?? [],
    passengerIds: row?.passengers.map((p) => String(p.id)) ?? [],
    passengerCount: (row && row.passengers.length === 0 ? row.passengerCount : '') as number | string,
    costCentreId: row ? String(row.costCentre.id) : null,
    vehicleClass: row?.vehicleClass ?? 'buseta',
    roundTrip: row?.roundTrip ?? false,
    observations: row?.observations ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof typeof v>(key: K) =>
    (value: (typeof v)[K]) =>
      setV((c) => ({ ...c, [key]: value }));
  const placeOptions = (places.data ?? []).map((p) => opt(p.id, p.name));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const num = (x: string | null) => (x === null ? undefined : Number(x));
    const parsed = ZServiceForm.safeParse({
      ...v,
      durationMinutes: v.durationMinutes === '' ? undefined : Number(v.durationMinutes),
      contractId: num(v.contractId),
      originId: num(v.originId),
      destinationId: num(v.destinationId),
      costCentreId: num(v.costCentreId),
      stopIds: v.stopIds.map(Number),
      passengerIds: v.passengerIds.map(Number),
      passengerCount: v.passengerIds.length > 0 || v.passengerCount === '' ? null : Number(v.passengerCount),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      notify.error(MSG.saveErrorTitle, Object.values(found)[0]);
      return;
    }
    setErrors({});
    save.mutate(
      { id: row?.id ?? null, form: parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(MSG.espSvcSaved, `${MSG.espSvcService} N.º ${saved.id}`);
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              type="date"
              label={MSG.espSvcDate}
              value={v.date}
              onChange={(e) => set('date')(e.currentTarget.value)}
              error={errors.date}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput
              type="time"
              label={MSG.espSvcStartTime}
              value={v.startTime}
              onChange={(e) => set('startTime')(e.currentTarget.value)}
              error={errors.startTime}
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput
              label={MSG.espSvcDuration}
              value={v.durationMinutes}
              onChange={set('durationMinutes')}
              error={errors.durationMinutes}
              min={15}
              max={1440}
              step={15}
              allowDecimal={false}
              withAsterisk
            />
          </Grid.Col>
        </Grid>
        <Select
          label={MSG.espSvcContract}
          data={(contracts.data ?? []).map((c) =>
            opt(c.id, `${String(c.number).padStart(4, '0')} · ${c.clientName}`),
          )}
          value={v.contractId}
          onChange={set('contractId')}
          error={errors.contractId}
          searchable
          withAsterisk
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={MSG.espSvcOrigin}
              data={placeOptions}
              value={v.originId}
              onChange={set('originId')}
              error={errors.originId}
              searchable
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={MSG.espSvcDestination}
              data={placeOptions}
              value={v.destinationId}
              onChange={set('destinationId')}
              error={errors.destinationId}
              searchable
              withAsterisk
            />
          </Grid.Col>
        </Grid>
        <MultiSelect
          label={MSG.espSvcStops}
          data={placeOptions}
          value={v.stopIds}
          onChange={set('stopIds')}
          error={errors.stopIds}
          searchable
          maxValues={10}
          clearable
        />
        <MultiSelect
          label={MSG.espSvcPassengers}
          data={(staff.data ?? []).map((p) =>
            opt(p.id, `${p.firstNames} ${p.lastNames} (${p.documentNumber})`),
          )}
          value={v.passengerIds}
          onChange={set('passengerIds')}
          error={errors.passengerIds}
          searchable
          clearable
          maxValues={80}
        />
        {v.passengerIds.length === 0 && (
          <NumberInput
            label={MSG.espSvcPassengerCount}
            description={MSG.espSvcPassengerCountHint}
            value={v.passengerCount}
            onChange={set('passengerCount')}
            error={errors.passengerCount}
            min={1}
            max={80}
            allowDecimal={false}
          />
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Select
              label={MSG.espSvcCostCentre}
              data={(centres.data ?? []).map((c) => opt(c.id, `${c.code} · ${c.name}`))}
              value={v.costCentreId}
              onChange={set('costCentreId')}
              error={errors.costCentreId}
              searchable
              withAsterisk
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label={MSG.espSvcVehicleClass}
              data={CLASSES}
              value={v.vehicleClass}
              onChange={(x) => set('vehicleClass')((x ?? 'buseta') as typeof v.vehicleClass)}
              error={errors.vehicleClass}
              allowDeselect={false}
              withAsterisk
            />
          </Grid.Col>
        </Grid>
        <Switch
          label={MSG.espSvcRoundTrip}
          checked={v.roundTrip}
          onChange={(e) => set('roundTrip')(e.currentTarget.checked)}
        />
        <Textarea
          label={MSG.espSvcObservations}
          value={v.observations}
          onChange={(e) => set('observations')(e.currentTarget.value)}
          error={errors.observations}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
