import 'mantine-datatable/styles.css';
import { Alert, Anchor, Group } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { LIMITS, MSG, type TCumplido } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { orDash } from '../../lib/format';
import { paginationControlProps, paginationItemProps, paginationText } from '../data-table-texts';

/** spec §2.6 'Cumplidos Manuales': description, reference, document link; 5 rows per page (§9). */
export function DeliveryDocumentsTable({ documents }: { documents: TCumplido[] }) {
  const [page, setPage] = useState(1);

  if (documents.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle />} title={MSG.lookupNoDocuments}>
        {MSG.lookupDocumentsSource}
      </Alert>
    );
  }

  const size = LIMITS.lookupPageSize;
  const records = documents.slice((page - 1) * size, page * size);
  return (
    <DataTable
      aria-label={MSG.lookupTabDocuments}
      withTableBorder
      borderRadius="md"
      striped
      minHeight={documents.length > size ? 260 : undefined}
      records={records}
      idAccessor="id"
      totalRecords={documents.length}
      recordsPerPage={size}
      page={page}
      onPageChange={setPage}
      paginationText={paginationText}
      paginationSize="sm"
      getPaginationControlProps={paginationControlProps}
      getPaginationItemProps={paginationItemProps}
      columns={[
        { accessor: 'descripcion', title: MSG.mvDescription, render: (d) => orDash(d.descripcion) },
        { accessor: 'referencia', title: MSG.mvReference, render: (d) => orDash(d.referencia) },
        {
          accessor: 'ruta_digital',
          title: MSG.mvDocument,
          render: (d) => (
            <Anchor href={d.ruta_digital} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {d.nombre || MSG.mvViewDocument}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ),
        },
      ]}
    />
  );
}
