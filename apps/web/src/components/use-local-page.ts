import { MSG } from '@trazo/shared';
import { useState } from 'react';
import { paginationControlProps, paginationItemProps, paginationText } from './data-table-texts';

/**
 * Pages through records already in memory (a lookup's results, a delivery's documents, an import's
 * errors): the props a mantine-datatable needs for it, with the Spanish paginator and empty text.
 */
export function useLocalPage<T>(all: T[], size: number) {
  const [page, setPage] = useState(1);
  return {
    records: all.slice((page - 1) * size, page * size),
    totalRecords: all.length,
    recordsPerPage: size,
    page,
    onPageChange: setPage,
    paginationText,
    getPaginationControlProps: paginationControlProps,
    getPaginationItemProps: paginationItemProps,
    paginationSize: 'sm' as const,
    noRecordsText: MSG.noRecords,
  };
}
