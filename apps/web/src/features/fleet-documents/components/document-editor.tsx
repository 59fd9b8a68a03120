import { Anchor, Button, FileInput, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import {
  FLEET_DOCUMENT_LABELS,
  LICENCE_CATEGORIES,
  MSG,
  type TFleetDocument,
  ZFleetDocumentFields,
} from '@trazo/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type FleetHolder, useSaveDocument } from '../api/fleet-api';
import { DocumentStateBadge } from './document-state-badge';

/** One document of a vehicle or driver: number, issuer or category, expiry and its photo or PDF. */
export function DocumentEditor(props: {
  base: string;
  holder: FleetHolder;
  holderId: number;
  doc: TFleetDocument;
}) {
  const { doc } = props;
  const label = FLEET_DOCUMENT_LABELS[doc.kind];
  const isLicence = doc.kind === 'licencia';
  const [number, setNumber] = useState(doc.number);
  const [issuer, setIssuer] = useState(doc.issuer);
  const [category, setCategory] = useState(doc.category);
  const [expiresOn, setExpiresOn] = useState(doc.expiresOn);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDocument(props.base);

  const submit = () => {
    const parsed = ZFleetDocumentFields.safeParse({ number, issuer, category, expiresOn });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { holder: props.holder, id: props.holderId, kind: doc.kind, number, issuer, category, expiresOn, file },
      {
        onSuccess: () => {
          setFile(null);
          notify.success(MSG.fleetDocumentSaved, label);
        },
        onError: (error) => {
          const fields =
            error instanceof ApiError
              ? (error.body as { errors?: Record<string, string[]> })?.errors
              : undefined;
          if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" aria-label={label} component="section">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{label}</Text>
          <DocumentStateBadge state={doc.state} />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={MSG.fleetDocumentNumber}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={errors.number}
            maxLength={40}
            withAsterisk
          />
          {isLicence ? (
            <Select
              label={MSG.fleetCategory}
              data={[...LICENCE_CATEGORIES]}
              value={category || null}
              onChange={(v) => setCategory(v ?? '')}
              error={errors.category}
            />
          ) : (
            <TextInput
              label={MSG.fleetIssuer}
              value={issuer}
              onChange={(e) => setIssuer(e.currentTarget.value)}
              error={errors.issuer}
              maxLength={150}
            />
          )}
          <TextInput
            type="date"
            label={MSG.fleetExpiry}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.currentTarget.value)}
            error={errors.expiresOn}
            withAsterisk
          />
        </Group>
        <Group align="flex-end" justify="space-between">
          <FileInput
            label={MSG.fleetFile}
            accept="application/pdf,image/jpeg,image/png,image/webp"
            value={file}
            onChange={setFile}
            clearable
            error={errors.archivo}
            w={{ base: '100%', sm: 280 }}
          />
          <Group gap="sm">
            {doc.fileUrl && (
              <Anchor href={doc.fileUrl} target="_blank" rel="noopener">
                {MSG.fleetFileView}
              </Anchor>
            )}
            <Button leftSection={<IconUpload size={16} />} onClick={submit} loading={save.isPending}>
              {`${MSG.save} ${label}`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
