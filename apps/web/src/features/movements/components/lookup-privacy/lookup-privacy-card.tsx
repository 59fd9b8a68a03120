import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import {
  ADDRESS_VISIBILITY,
  DIGITS_VISIBILITY,
  MSG,
  POSITION_VISIBILITY,
  SHOWN_OR_HIDDEN,
  type TLookupPrivacy,
} from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../../lib/notify';
import { useLookupPrivacy } from '../../api/find-lookup-privacy';
import { useUpdateLookupPrivacy } from '../../api/update-lookup-privacy';

const DIGITS_LABELS: Record<(typeof DIGITS_VISIBILITY)[number], string> = {
  ultimos_digitos: MSG.lookupPrivacyMasked,
  completo: MSG.lookupPrivacyFull,
};
const ADDRESS_LABELS: Record<(typeof ADDRESS_VISIBILITY)[number], string> = {
  al_coincidir: MSG.lookupPrivacyAfterMatch,
  siempre: MSG.lookupPrivacyAlways,
  nunca: MSG.lookupPrivacyNever,
};
const SHOWN_LABELS: Record<(typeof SHOWN_OR_HIDDEN)[number], string> = {
  oculto: MSG.lookupPrivacyHidden,
  visible: MSG.lookupPrivacyShown,
};
const POSITION_LABELS: Record<(typeof POSITION_VISIBILITY)[number], string> = {
  exactas: MSG.lookupPrivacyExact,
  aproximadas: MSG.lookupPrivacyApproximate,
};

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Radio.Group
      label={props.label}
      value={props.value}
      onChange={(picked) => {
        const option = props.options.find((o) => o === picked);
        if (option) props.onChange(option);
      }}
    >
      <Group gap="lg" mt={6}>
        {props.options.map((option) => (
          <Radio key={option} value={option} label={props.labels[option]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function PrivacyForm({ initial }: { initial: TLookupPrivacy }) {
  const [values, setValues] = useState(initial);
  const save = useUpdateLookupPrivacy();
  const set =
    <K extends keyof TLookupPrivacy>(key: K) =>
    (value: TLookupPrivacy[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.failure(error, MSG.saveErrorTitle),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Choice
          label={MSG.lookupPrivacyPhones}
          value={values.telefonos}
          options={DIGITS_VISIBILITY}
          labels={DIGITS_LABELS}
          onChange={set('telefonos')}
        />
        <Choice
          label={MSG.lookupPrivacyDocuments}
          value={values.documentos}
          options={DIGITS_VISIBILITY}
          labels={DIGITS_LABELS}
          onChange={set('documentos')}
        />
        <Choice
          label={MSG.lookupPrivacyAddresses}
          value={values.direcciones}
          options={ADDRESS_VISIBILITY}
          labels={ADDRESS_LABELS}
          onChange={set('direcciones')}
        />
        <Choice
          label={MSG.lookupPrivacyDeclaredValue}
          value={values.valor_declarado}
          options={SHOWN_OR_HIDDEN}
          labels={SHOWN_LABELS}
          onChange={set('valor_declarado')}
        />
        <Choice
          label={MSG.lookupPrivacySignatures}
          value={values.firmas}
          options={SHOWN_OR_HIDDEN}
          labels={SHOWN_LABELS}
          onChange={set('firmas')}
        />
        <Choice
          label={MSG.lookupPrivacyPositions}
          value={values.posiciones}
          options={POSITION_VISIBILITY}
          labels={POSITION_LABELS}
          onChange={set('posiciones')}
        />
        <Group>
          <Button type="submit" size="sm" loading={save.isPending}>
            {MSG.lookupPrivacySave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Privacidad de la consulta pública' (issue 13 item 6): what strangers see of senders and recipients. */
export function LookupPrivacyCard() {
  const privacy = useLookupPrivacy();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={MSG.lookupPrivacyTitle}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={22} aria-hidden />
          <div>
            <Title order={2} fz="lg">
              {MSG.lookupPrivacyTitle}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={760}>
              {MSG.lookupPrivacyIntro}
            </Text>
          </div>
        </Group>
        {privacy.isError ? (
          <Alert color="red" variant="light" icon={<IconInfoCircle />} title={MSG.lookupPrivacyLoadError}>
            {privacy.error.message}
          </Alert>
        ) : privacy.data ? (
          <PrivacyForm initial={privacy.data.data} />
        ) : (
          <Skeleton h={180} radius="md" />
        )}
      </Stack>
    </Paper>
  );
}
