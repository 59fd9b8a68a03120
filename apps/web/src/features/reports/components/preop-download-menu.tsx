import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { MSG, PREOP_FORMATS, type TPreopFormat } from '@trazo/shared';

interface PreopDownloadMenuProps {
  loading: boolean;
  onDownload: (format: TPreopFormat) => void;
}

/** 'Descargar Informe Preoperacional' with its formats pdf, xlsx, csv (spec §2.7). */
export function PreopDownloadMenu({ loading, onDownload }: PreopDownloadMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button
          leftSection={<IconDownload size={18} />}
          rightSection={<IconChevronDown size={16} />}
          loading={loading}
        >
          {MSG.reportsDownloadPreop}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PREOP_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => onDownload(format)}>
            {format}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
