import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { notify } from '../../../../lib/notify';
import { type ImportFormat, useDownloadImportTemplate } from '../../api/download-import-template';

/** 'Descargar plantilla' in both formats. */
export function TemplateButtons() {
  const download = useDownloadImportTemplate();
  const get = (format: ImportFormat) =>
    download.mutate(format, { onError: (error) => notify.failure(error, MSG.importTemplate) });
  const busy = (format: ImportFormat) => download.isPending && download.variables === format;

  return (
    <Group gap="sm">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} />}
        onClick={() => get('xlsx')}
        loading={busy('xlsx')}
        aria-label={`${MSG.importTemplate} .xlsx`}
      >
        {MSG.importTemplateXlsx}
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} />}
        onClick={() => get('csv')}
        loading={busy('csv')}
        aria-label={`${MSG.importTemplate} .csv`}
      >
        {MSG.importTemplateCsv}
      </Button>
    </Group>
  );
}
