import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { MSG, type TImportReport } from '@trazo/shared';
import { ImportErrorsTable } from './import-errors-table';
import type { ImportFailure } from './import-failure';
import { ImportPreviewTable } from './import-preview-table';
import { ImportSummary } from './import-summary';

type ImportReportViewProps =
  | { report: TImportReport; failure?: undefined; bare?: boolean }
  | { failure: ImportFailure; report?: undefined; bare?: undefined };

/** A preview (summary, errors or the all-clear, sample rows), an import's counts, or why the file failed. */
export function ImportReportView({ report, failure, bare = false }: ImportReportViewProps) {
  if (failure) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={failure.message}>
          {failure.missingColumns.length > 0 && (
            <List size="sm" mt={4}>
              {failure.missingColumns.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List>
          )}
          {failure.rows.length > 0 && <Text size="sm">{MSG.importErrorsText}</Text>}
        </Alert>
        {failure.rows.length > 0 && <ImportErrorsTable errors={failure.rows} />}
      </Stack>
    );
  }
  if (bare) return <ImportSummary report={report} />;

  const hasErrors = report.errores.length > 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={MSG.importPreview}
    >
      <Stack gap="md">
        <Title order={3} fz="md">
          {MSG.importPreview} · {report.archivo}
        </Title>
        <ImportSummary report={report} />
        {hasErrors ? (
          <>
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={MSG.importErrorsTitle}>
              {MSG.importErrorsText}
            </Alert>
            <ImportErrorsTable errors={report.errores} />
          </>
        ) : (
          <Alert color="teal" variant="light" icon={<IconCircleCheck />}>
            {MSG.importNoErrors}
          </Alert>
        )}
        {report.advertencias.length > 0 && (
          <>
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle />}
              title={MSG.importWarningsTitle}
            >
              {MSG.importWarningsText}
            </Alert>
            <ImportErrorsTable errors={report.advertencias} label={MSG.importWarningsTitle} />
          </>
        )}
        {report.muestra.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {MSG.importPreviewShowing}
            </Text>
            <ImportPreviewTable rows={report.muestra} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
