import 'mantine-datatable/styles.css';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { LIMITS, MSG, type TCumplido } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { orDash } from '../../lib/format';
import { LIST_TABLE } from '../list-table';
import { useLocalPage } from '../use-local-page';

type Column = DataTableColumn<TCumplido>;

function DocumentLink({ document }: { document: TCumplido }) {
  return (
    <Anchor href={document.ruta_digital} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        {document.nombre || MSG.mvViewDocument}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

const columns: Column[] = [
  { accessor: 'descripcion', title: MSG.mvDescription, render: (d) => orDash(d.descripcion) },
  { accessor: 'referencia', title: MSG.mvReference, render: (d) => orDash(d.referencia) },
  { accessor: 'ruta_digital', title: MSG.mvDocument, render: (d) => <DocumentLink document={d} /> },
];

// On a phone: the description with its reference, and the link under them.
const phoneColumns: Column[] = [
  {
    accessor: 'descripcion',
    title: MSG.mvDocument,
    render: (d) => (
      <>
        <Text size="sm">{orDash(d.descripcion)}</Text>
        <Text size="xs" c="dimmed">
          {MSG.mvReference}: {orDash(d.referencia)}
        </Text>
        <DocumentLink document={d} />
      </>
    ),
  },
];

/** spec §2.6 'Cumplidos Manuales': description, reference, document link; 5 rows per page (§9). */
export function DeliveryDocumentsTable({ documents }: { documents: TCumplido[] }) {
  const paged = useLocalPage(documents, LIMITS.lookupPageSize);
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;

  if (documents.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle />} title={MSG.lookupNoDocuments}>
        {MSG.lookupDocumentsSource}
      </Alert>
    );
  }

  return (
    <DataTable
      {...LIST_TABLE}
      aria-label={MSG.lookupTabDocuments}
      withTableBorder
      borderRadius="md"
      striped
      minHeight={documents.length > LIMITS.lookupPageSize ? 260 : undefined}
      {...paged}
      idAccessor="id"
      columns={isPhone ? phoneColumns : columns}
    />
  );
}
