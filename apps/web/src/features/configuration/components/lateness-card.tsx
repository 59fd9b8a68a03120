import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { MSG, type TLatenessSettingsResponse, ZLatenessSettings } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useLatenessSettings, useSaveLatenessSettings } from '../api/lateness-settings';

/** Configuraciones › Retrasos (issue 26 item 2): when a movement counts as late, and who is told. */
export function LatenessCard() {
  const settings = useLatenessSettings();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="lateness-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="lateness-title">
            {MSG.latenessSettingsTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {MSG.latenessSettingsIntro}
          </Text>
        </div>
        {settings.data && <LatenessForm current={settings.data} />}
      </Stack>
    </Paper>
  );
}

function LatenessForm({ current }: { current: TLatenessSettingsResponse }) {
  const save = useSaveLatenessSettings();
  const [form, setForm] = useState({ ...current, correo_avisos: current.correo_avisos ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLatenessSettings.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(form, {
      onSuccess: () => notify.success(MSG.latenessSettingsSaved),
      onError: (error) => notify.failure(error, MSG.saveErrorTitle),
    });
  };
  const number = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={MSG.latenessToleranceLabel}
            value={form.tolerancia_minutos}
            onChange={(v) => setForm((f) => ({ ...f, tolerancia_minutos: number(v) }))}
            min={0}
            max={1440}
            allowDecimal={false}
            error={errors.tolerancia_minutos}
          />
          <NumberInput
            label={MSG.latenessNoEventHoursLabel}
            value={form.horas_sin_eventos}
            onChange={(v) => setForm((f) => ({ ...f, horas_sin_eventos: number(v) }))}
            min={1}
            max={168}
            allowDecimal={false}
            error={errors.horas_sin_eventos}
          />
        </SimpleGrid>
        <Switch
          label={MSG.latenessNotifyLabel}
          checked={form.avisar_correo}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setForm((f) => ({ ...f, avisar_correo: checked }));
          }}
        />
        <TextInput
          type="email"
          label={MSG.latenessEmailLabel}
          value={form.correo_avisos}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setForm((f) => ({ ...f, correo_avisos: value }));
          }}
          maxLength={254}
          disabled={!form.avisar_correo}
          error={errors.correo_avisos}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
