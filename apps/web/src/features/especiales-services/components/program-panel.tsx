import { Button, Group, MultiSelect, Paper, Select, Stack } from '@mantine/core';
import { MSG, type TService, ZProgramServiceBody } from '@trazo/shared';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useServiceResources } from '../api/find-service-resources';
import { useProgramService } from '../api/program-service';

/** Assign the operator's vehicle and one to three drivers; an overlap comes back as a 409 naming the other service. */
export function ProgramPanel({ service, onDone }: { service: TService; onDone: () => void }) {
  const resources = useServiceResources(true);
  const program = useProgramService(service.id);
  const [vehicleId, setVehicleId] = useState<string | null>(
    service.vehicle ? String(service.vehicle.id) : null,
  );
  const [driverIds, setDriverIds] = useState<string[]>(service.drivers.map((d) => String(d.id)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = ZProgramServiceBody.safeParse({
      vehicleId: vehicleId === null ? undefined : Number(vehicleId),
      driverIds: driverIds.map(Number),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    program.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(MSG.espSvcStateChanged, `${MSG.espSvcService} N.º ${service.id}`);
        onDone();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notify.failure(error, MSG.saveErrorTitle);
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Select
          label={MSG.espSvcVehicle}
          data={(resources.data?.vehicles ?? []).map((x) => ({
            value: String(x.id),
            label: `${x.plate} ${x.brand}`.trim(),
          }))}
          value={vehicleId}
          onChange={setVehicleId}
          error={errors.vehicleId}
          searchable
          nothingFoundMessage={MSG.espSvcNoVehicles}
          withAsterisk
        />
        <MultiSelect
          label={MSG.espSvcDrivers}
          description={MSG.espSvcDriversHint}
          data={(resources.data?.drivers ?? []).map((d) => ({
            value: String(d.id),
            label: `${d.name} (${d.document})`,
          }))}
          value={driverIds}
          onChange={setDriverIds}
          error={errors.driverIds}
          maxValues={3}
          searchable
          nothingFoundMessage={MSG.espSvcNoDrivers}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={program.isPending}>
            {MSG.espSvcConfirm}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
