import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { formatPesos, type TAgingResponse } from '@trazo/shared';
import classes from './aging-buckets.module.css';

interface AgingBucketsProps {
  aging: TAgingResponse;
  selected: number | null;
  onSelect: (bucket: number | null) => void;
}

/** One card per bucket with its balance; a card filters the invoice list to that bucket (again: all). */
export function AgingBuckets({ aging, selected, onSelect }: AgingBucketsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: aging.tramos.length }} spacing="sm">
      {aging.tramos.map((label, bucket) => (
        <UnstyledButton
          key={label}
          className={classes.card}
          data-overdue={bucket > 0 || undefined}
          aria-pressed={selected === bucket}
          onClick={() => onSelect(selected === bucket ? null : bucket)}
        >
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="lg">
            {formatPesos(aging.totales[bucket] ?? 0)}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
