import { Button, FileInput, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { MSG, TERRITORIAL_CODES, type TFuecSettingsResponse, ZFuecSettings } from '@trazo/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveFuecSettings, useUploadSignature } from '../api/fuec-api';

type Errors = Record<string, string>;

/** The operator's FUEC data (profile): territorial code, habilitación, contact, legal representative, signature. */
export function FuecSettingsForm({ current }: { current: TFuecSettingsResponse }) {
  const s = current.settings;
  const [v, setV] = useState({
    territorialCode: s?.territorialCode ?? '',
    resolutionNumber: (s?.resolutionNumber ?? '') as number | string,
    resolutionYear: (s?.resolutionYear ?? '') as number | string,
    address: s?.address ?? '',
    phone: s?.phone ?? '',
    email: s?.email ?? '',
    legalRepName: s?.legalRepName ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [signature, setSignature] = useState<File | null>(null);
  const save = useSaveFuecSettings();
  const upload = useUploadSignature();
  const set = (key: keyof typeof v) => (value: string | number) => setV((c) => ({ ...c, [key]: value }));

  const submit = () => {
    const input = {
      ...v,
      resolutionNumber: v.resolutionNumber === '' ? undefined : Number(v.resolutionNumber),
      resolutionYear: v.resolutionYear === '' ? undefined : Number(v.resolutionYear),
    };
    const parsed = ZFuecSettings.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify.success(MSG.fuecSettingsSaved, v.legalRepName),
      onError: (error) => notify.failure(error, MSG.saveErrorTitle),
    });
  };
  const sendSignature = () =>
    signature &&
    upload.mutate(signature, {
      onSuccess: () => {
        setSignature(null);
        notify.success(MSG.fuecSignatureSaved, '');
      },
      onError: (error) =>
        notify.failure(error, error instanceof ApiError ? MSG.saveErrorTitle : MSG.fuecSignatureRequired),
    });

  return (
    <Stack gap="sm">
      <Select
        label={MSG.fuecTerritorial}
        data={Object.entries(TERRITORIAL_CODES).map(([code, name]) => ({
          value: code,
          label: `${code} · ${name}`,
        }))}
        value={v.territorialCode || null}
        onChange={(value) => set('territorialCode')(value ?? '')}
        error={errors.territorialCode}
        searchable
        withAsterisk
      />
      <Group grow align="flex-start">
        <NumberInput
          label={MSG.fuecResolutionNumber}
          value={v.resolutionNumber}
          onChange={set('resolutionNumber')}
          error={errors.resolutionNumber}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          withAsterisk
        />
        <NumberInput
          label={MSG.fuecResolutionYear}
          value={v.resolutionYear}
          onChange={set('resolutionYear')}
          error={errors.resolutionYear}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          withAsterisk
        />
      </Group>
      <TextInput
        label={MSG.fuecAddress}
        value={v.address}
        onChange={(e) => set('address')(e.currentTarget.value)}
        error={errors.address}
        withAsterisk
      />
      <Group grow align="flex-start">
        <TextInput
          label={MSG.fuecPhone}
          value={v.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
          error={errors.phone}
          withAsterisk
        />
        <TextInput
          label={MSG.fuecEmail}
          value={v.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
          withAsterisk
        />
      </Group>
      <TextInput
        label={MSG.fuecLegalRep}
        value={v.legalRepName}
        onChange={(e) => set('legalRepName')(e.currentTarget.value)}
        error={errors.legalRepName}
        withAsterisk
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {MSG.save}
        </Button>
      </Group>
      <Group align="flex-end">
        <FileInput
          label={MSG.fuecSignature}
          description={current.hasSignature ? '✓' : undefined}
          accept="image/png,image/jpeg,image/webp"
          value={signature}
          onChange={setSignature}
          clearable
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          variant="default"
          onClick={sendSignature}
          disabled={!signature || !s}
          loading={upload.isPending}
        >
          {MSG.fuecSignature.split(' (')[0]}
        </Button>
      </Group>
      {!s && (
        <Text size="sm" c="dimmed">
          {MSG.fuecSettingsMissing}
        </Text>
      )}
    </Stack>
  );
}
