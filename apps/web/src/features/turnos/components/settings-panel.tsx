import { Button, Group, NumberInput, Paper, Radio, Stack } from '@mantine/core';
import { MSG, type TTurnSettings, TURN_LIMITS } from '@trazo/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSaveTurnSettings, useTurnSettings } from '../api/turnos-api';

/** The company's rules for declines and offer expiry (issue 27 §1). */
export function SettingsPanel() {
  const can = useCan();
  const settings = useTurnSettings();
  const save = useSaveTurnSettings();
  const [form, setForm] = useState<TTurnSettings | null>(null);
  useEffect(() => {
    if (settings.data && !form) setForm(settings.data);
  }, [settings.data, form]);
  if (!form) return null;
  const readOnly = !can('turnos.administrar');
  return (
    <Paper withBorder radius="lg" p="lg" maw={520}>
      <Stack>
        <Radio.Group
          label={MSG.turnsDeclinePolicy}
          value={form.declinePolicy}
          onChange={(v) => setForm({ ...form, declinePolicy: v as TTurnSettings['declinePolicy'] })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="al_final" label={MSG.turnsPolicyEnd} disabled={readOnly} />
            <Radio value="pierde_puestos" label={MSG.turnsPolicyPlaces} disabled={readOnly} />
          </Stack>
        </Radio.Group>
        {form.declinePolicy === 'pierde_puestos' && (
          <NumberInput
            label={MSG.turnsDeclinePlaces}
            min={1}
            max={TURN_LIMITS.maxDeclinePlaces}
            value={form.declinePlaces}
            disabled={readOnly}
            onChange={(v) => setForm({ ...form, declinePlaces: Number(v) || 1 })}
          />
        )}
        <NumberInput
          label={MSG.turnsOfferMinutes}
          min={TURN_LIMITS.minOfferMinutes}
          max={TURN_LIMITS.maxOfferMinutes}
          value={form.offerMinutes}
          disabled={readOnly}
          onChange={(v) => setForm({ ...form, offerMinutes: Number(v) || TURN_LIMITS.minOfferMinutes })}
        />
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              loading={save.isPending}
              onClick={() =>
                save.mutate(form, {
                  onSuccess: () => notify.success(MSG.turnsSettingsSaved),
                  onError: (error) => notify.failure(error, MSG.turnsSettingsTab),
                })
              }
            >
              {MSG.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
