import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { MSG, ZIssueFuec } from '@trazo/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useFuecOptions, useIssueFuec } from '../api/fuec-api';

/** Issue a FUEC: contract, vehicle, one to three drivers, validity and origin–destination. */
export function IssueFuecForm({ onDone }: { onDone: () => void }) {
  const options = useFuecOptions(true);
  const [contractId, setContractId] = useState<string | null>(null);
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [driverIds, setDriverIds] = useState<string[]>([]);
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const [route, setRoute] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const issue = useIssueFuec();

  const pickContract = (value: string | null) => {
    setContractId(value);
    const contract = options.contracts.find((c) => String(c.id) === value);
    if (contract && !route) setRoute(contract.route || contract.zones.map((z) => z.name).join(', '));
  };
  const submit = () => {
    const body = {
      contractId: Number(contractId) || 0,
      vehicleId: Number(vehicleId) || 0,
      driverIds: driverIds.map(Number),
      startDate,
      endDate,
      route,
    };
    const parsed = ZIssueFuec.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setRefusal(null);
    issue.mutate(parsed.data, {
      onSuccess: (issued) => {
        notify.success(MSG.fuecIssued, issued.number);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
        else notify.failure(error, MSG.saveErrorTitle);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Select
        label={MSG.fuecContract}
        data={options.contracts.map((c) => ({
          value: String(c.id),
          label: `${String(c.number).padStart(4, '0')} · ${c.clientName}`,
        }))}
        value={contractId}
        onChange={pickContract}
        error={errors.contractId}
        searchable
        withAsterisk
      />
      <Select
        label={MSG.fuecVehicle}
        data={options.vehicles.map((v) => ({ value: String(v.id), label: `${v.placa} · ${v.clase}`.trim() }))}
        value={vehicleId}
        onChange={setVehicleId}
        error={errors.vehicleId}
        searchable
        withAsterisk
      />
      <MultiSelect
        label={MSG.fuecDrivers}
        data={options.drivers.map((d) => ({ value: String(d.id), label: `${d.nombre} · ${d.documento}` }))}
        value={driverIds}
        onChange={setDriverIds}
        maxValues={3}
        error={errors.driverIds}
        searchable
        withAsterisk
      />
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={MSG.fuecStart}
          value={startDate}
          onChange={(e) => setStart(e.currentTarget.value)}
          error={errors.startDate}
          withAsterisk
        />
        <TextInput
          type="date"
          label={MSG.fuecEnd}
          value={endDate}
          onChange={(e) => setEnd(e.currentTarget.value)}
          error={errors.endDate}
          withAsterisk
        />
      </Group>
      <TextInput
        label={MSG.fuecRoute}
        value={route}
        onChange={(e) => setRoute(e.currentTarget.value)}
        error={errors.route}
        maxLength={300}
        withAsterisk
      />
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={issue.isPending}>
          {MSG.fuecIssue}
        </Button>
      </Group>
    </Stack>
  );
}
