import 'mantine-datatable/styles.css';
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconEye, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { MOVEMENT_LIMITS, MSG, type TImportRowError, type TMasterImportReport } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useLocalPage } from '../use-local-page';
import { type SheetFormat, useMasterImport, useMasterTemplate } from './use-master-api';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** The 422 of an import with errors: `{ errors: { '<fila>.<columna>': [...] } }` as rows. */
function rowErrorsOf(error: unknown): TImportRowError[] {
  const body =
    error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> } | null) : null;
  return Object.entries(body?.errors ?? {}).flatMap(([key, messages]) => {
    const [fila, columna] = key.split('.');
    return messages.map((mensaje) => ({ fila: Number(fila) || 0, columna: columna ?? null, mensaje }));
  });
}

function ErrorsTable({ errors }: { errors: TImportRowError[] }) {
  const paged = useLocalPage(
    errors.map((e, i) => ({ ...e, key: i })),
    10,
  );
  return (
    <DataTable
      aria-label={MSG.importErrorsTitle}
      withTableBorder
      borderRadius="md"
      striped
      {...paged}
      idAccessor="key"
      columns={[
        { accessor: 'fila', title: MSG.importRow, width: 70, textAlign: 'right' },
        { accessor: 'columna', title: MSG.importColumn, render: (e) => e.columna ?? '—' },
        { accessor: 'mensaje', title: MSG.importError },
      ]}
    />
  );
}

/** The texts that name what an import makes (a master's rows by default; the cartera applies rows). */
export interface ImportTexts {
  intro: string;
  willCreate: string;
  doneText: string;
}
const MASTER_TEXTS: ImportTexts = {
  intro: MSG.espImportIntro,
  willCreate: MSG.espImportCreated,
  doneText: MSG.espImportDoneText,
};

/** A master's spreadsheet import: template, preview with per-row errors, then all rows or none. */
export function MasterImport({
  path,
  texts = MASTER_TEXTS,
  onImported,
}: {
  path: string;
  texts?: ImportTexts;
  onImported?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TMasterImportReport | null>(null);
  const [errors, setErrors] = useState<TImportRowError[]>([]);
  const [done, setDone] = useState<TMasterImportReport | null>(null);
  const template = useMasterTemplate(path);
  const previewCall = useMasterImport(path, true);
  const importCall = useMasterImport(path, false);

  const choose = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setErrors([]);
    setDone(null);
  };
  const fail = (error: unknown) => {
    setErrors(rowErrorsOf(error));
    notify.failure(error, MSG.espImport);
  };
  const runPreview = () => {
    if (!file) return notify.error(MSG.importFileRequired);
    if (file.size > MOVEMENT_LIMITS.importMaxBytes) return notify.error(MSG.fileTooLarge);
    previewCall.mutate(file, {
      onSuccess: (report) => {
        setPreview(report);
        setErrors(report.errores);
      },
      onError: fail,
    });
  };
  const runImport = () =>
    file &&
    importCall.mutate(file, {
      onSuccess: (report) => {
        setDone(report);
        setPreview(null);
        notify.success(MSG.espImportDone, texts.doneText.replace('{n}', String(report.creados)));
        onImported?.();
      },
      onError: fail,
    });
  const getTemplate = (format: SheetFormat) =>
    template.mutate(format, { onError: (error) => notify.failure(error, MSG.importTemplate) });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} />}
          onClick={() => getTemplate('xlsx')}
        >
          {MSG.importTemplateXlsx}
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} />}
          onClick={() => getTemplate('csv')}
        >
          {MSG.importTemplateCsv}
        </Button>
      </Group>
      <FileInput
        label={MSG.importFileLabel}
        placeholder={MSG.importFilePlaceholder}
        accept={ACCEPT}
        value={file}
        onChange={choose}
        clearable
        leftSection={<IconFileSpreadsheet size={18} />}
      />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconEye size={16} />}
          onClick={runPreview}
          loading={previewCall.isPending}
          disabled={!file}
        >
          {MSG.importPreview}
        </Button>
        <Button
          color="teal"
          leftSection={<IconUpload size={16} />}
          onClick={runImport}
          loading={importCall.isPending}
          disabled={!preview || preview.errores.length > 0 || preview.creados === 0}
        >
          {MSG.importConfirm}
        </Button>
      </Group>
      {preview && (
        <Alert color={preview.errores.length ? 'orange' : 'blue'} variant="light" title={MSG.importPreview}>
          <Text size="sm">{`${texts.willCreate}: ${preview.creados} / ${preview.filas}`}</Text>
          {preview.muestra.slice(0, 5).map((m) => (
            <Text key={m.fila} size="xs" c="dimmed">{`${MSG.importRow} ${m.fila}: ${m.resumen}`}</Text>
          ))}
        </Alert>
      )}
      {errors.length > 0 && <ErrorsTable errors={errors} />}
      {done && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={MSG.espImportDone}>
          {texts.doneText.replace('{n}', String(done.creados))}
        </Alert>
      )}
    </Stack>
  );
}
