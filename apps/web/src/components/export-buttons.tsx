import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MSG } from '@trazo/shared';
import { api, withQuery } from '../lib/api-client';
import { notify } from '../lib/notify';
import { saveFile } from '../lib/save-file';

type Format = 'xlsx' | 'csv';

interface ExportButtonsProps {
  /** The list's export endpoint, e.g. '/movimientos/exportar'. */
  path: string;
  /** The list's current filters, as the API reads them (empty values are left out). */
  query: Record<string, string | number | boolean | null | undefined>;
  /** The file name when the server sends none. */
  fileName: string;
}

/** 'Exportar Excel' and 'Exportar CSV' of what a list shows: the whole filtered set, streamed by the server. */
export function ExportButtons({ path, query, fileName }: ExportButtonsProps) {
  const exporter = useMutation({
    mutationFn: async (formato: Format) => {
      const file = await api.download(withQuery(path, { ...query, formato }));
      saveFile(file.blob, file.fileName ?? `${fileName}.${formato}`);
    },
  });
  const download = (formato: Format) =>
    exporter.mutate(formato, {
      onError: (error) => notify.failure(error, formato === 'xlsx' ? MSG.exportXlsx : MSG.exportCsv),
    });
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={exporter.isPending && exporter.variables === 'xlsx'}
        onClick={() => download('xlsx')}
      >
        {MSG.exportXlsx}
      </Button>
      <Button
        variant="subtle"
        leftSection={<IconDownload size={16} />}
        loading={exporter.isPending && exporter.variables === 'csv'}
        onClick={() => download('csv')}
      >
        {MSG.exportCsv}
      </Button>
    </Group>
  );
}
