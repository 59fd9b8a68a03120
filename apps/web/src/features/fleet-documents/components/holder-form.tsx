import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MSG, type TFleetVehicle, ZCreateDriverRequest, ZFleetVehicleForm } from '@trazo/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateDriver, useSaveVehicle } from '../api/fleet-api';

type Errors = Record<string, string>;
const issuesOf = (issues: { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
const serverErrors = (error: unknown): Errors => {
  const fields =
    error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> })?.errors : undefined;
  return fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])) : {};
};

/** A vehicle's data: plate (its key), class, internal number, brand, model. */
export function VehicleForm(props: {
  base: string;
  row: TFleetVehicle | null;
  onSaved: (id: number, name: string) => void;
}) {
  const [v, setV] = useState({
    placa: props.row?.placa ?? '',
    clase: props.row?.clase ?? '',
    numeroInterno: props.row?.numeroInterno ?? '',
    marca: props.row?.marca ?? '',
    modelo: props.row?.modelo ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveVehicle(props.base);
  const set = (key: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((c) => ({ ...c, [key]: e.currentTarget.value }));
  const submit = () => {
    const parsed = ZFleetVehicleForm.safeParse(v);
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: props.row?.id ?? null, form: v },
      {
        onSuccess: ({ id }) => {
          notify.success(MSG.fleetVehicleSaved, parsed.data.placa);
          props.onSaved(id, parsed.data.placa);
        },
        onError: (error) => {
          setErrors(serverErrors(error));
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <TextInput
          label={MSG.fleetPlaca}
          value={v.placa}
          onChange={set('placa')}
          error={errors.placa}
          withAsterisk
          maxLength={10}
        />
        <TextInput
          label={MSG.fleetClase}
          value={v.clase}
          onChange={set('clase')}
          error={errors.clase}
          maxLength={40}
        />
        <TextInput
          label={MSG.fleetNumeroInterno}
          value={v.numeroInterno}
          onChange={set('numeroInterno')}
          maxLength={20}
        />
      </Group>
      <Group grow align="flex-end">
        <TextInput label={MSG.fleetMarca} value={v.marca} onChange={set('marca')} maxLength={60} />
        <TextInput label={MSG.fleetModelo} value={v.modelo} onChange={set('modelo')} maxLength={20} />
        <Button onClick={submit} loading={save.isPending}>
          {MSG.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** A new driver: document, name, phone and, optionally, the drivers' app password. */
export function DriverForm(props: { base: string; onSaved: (id: number, name: string) => void }) {
  const [v, setV] = useState({ documento: '', nombre: '', telefono: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateDriver(props.base);
  const set = (key: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((c) => ({ ...c, [key]: e.currentTarget.value }));
  const submit = () => {
    const input = { ...v, password: v.password === '' ? undefined : v.password };
    const parsed = ZCreateDriverRequest.safeParse(input);
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    create.mutate(input, {
      onSuccess: ({ id }) => {
        notify.success(MSG.fleetDriverSaved, parsed.data.nombre);
        props.onSaved(id, parsed.data.documento);
      },
      onError: (error) => {
        setErrors(serverErrors(error));
        notify.failure(error, MSG.saveErrorTitle);
      },
    });
  };
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <TextInput
          label={MSG.driverDocument}
          value={v.documento}
          onChange={set('documento')}
          error={errors.documento}
          withAsterisk
        />
        <TextInput
          label={MSG.fleetDriverName}
          value={v.nombre}
          onChange={set('nombre')}
          error={errors.nombre}
          withAsterisk
        />
      </Group>
      <Group grow align="flex-end">
        <TextInput
          label={MSG.fuecPhone}
          value={v.telefono}
          onChange={set('telefono')}
          error={errors.telefono}
        />
        <PasswordInput
          label={MSG.fleetDriverPassword}
          value={v.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Button onClick={submit} loading={create.isPending}>
          {MSG.save}
        </Button>
      </Group>
    </Stack>
  );
}
