import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconEye, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { MOVEMENT_LIMITS, MSG, type TImportReport } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../../lib/notify';
import { useImportMovements } from '../../api/import-movements';
import { usePreviewImport } from '../../api/preview-import';
import { type ImportFailure, readImportFailure } from './import-failure';
import { ImportReportView } from './import-report-view';
import { TemplateButtons } from './template-buttons';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * The spreadsheet import (issue 4 §2): template, upload, a dry-run preview with row-by-row errors,
 * then the import, which saves every row or none.
 */
export function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportReport | null>(null);
  const [imported, setImported] = useState<TImportReport | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const previewCall = usePreviewImport();
  const importCall = useImportMovements();

  const reset = (next: File | null = null) => {
    setFile(next);
    setPreview(null);
    setImported(null);
    setFailure(null);
  };

  const runPreview = () => {
    if (!file) return notify.error(MSG.importFileRequired);
    if (file.size > MOVEMENT_LIMITS.importMaxBytes) return notify.error(MSG.fileTooLarge);
    setFailure(null);
    previewCall.mutate(file, {
      onSuccess: setPreview,
      onError: (error) => setFailure(readImportFailure(error)),
    });
  };

  const runImport = () => {
    if (!file) return;
    importCall.mutate(file, {
      onSuccess: (report) => {
        setImported(report);
        setPreview(null);
        notify.success(MSG.importDone, MSG.importDoneText);
      },
      onError: (error) => {
        setPreview(null);
        setFailure(readImportFailure(error));
      },
    });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {MSG.importTitle}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={760}>
              {MSG.importIntro}
            </Text>
          </div>
          <TemplateButtons />
          <Group align="flex-end" gap="sm">
            <FileInput
              label={MSG.importFileLabel}
              placeholder={MSG.importFilePlaceholder}
              accept={ACCEPT}
              value={file}
              onChange={(next) => reset(next)}
              clearable
              leftSection={<IconFileSpreadsheet size={18} />}
              size="sm"
              style={{ flex: '1 1 280px' }}
            />
            <Button
              variant={preview ? 'light' : 'filled'}
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
              disabled={!preview || preview.errores.length > 0}
            >
              {MSG.importConfirm}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {failure && <ImportReportView failure={failure} />}
      {preview && <ImportReportView report={preview} />}
      {imported && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={MSG.importDone}>
          <Stack gap="sm">
            <Text size="sm">{MSG.importDoneText}</Text>
            <ImportReportView report={imported} bare />
            <Group>
              <Button variant="default" size="xs" onClick={() => reset()}>
                {MSG.importAnother}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
