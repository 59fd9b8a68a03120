import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over its value; the pair reads as a term and its description. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed" lh={1.4}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
