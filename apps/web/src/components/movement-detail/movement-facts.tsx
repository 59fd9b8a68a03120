import { Group, Paper, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconFileDescription, IconTruck } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      {icon}
      <div>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" lh={1.2}>
          {label}
        </Text>
        <Text fw={700} lh={1.3}>
          {value}
        </Text>
      </div>
    </Group>
  );
}

/** spec §2.6 results header: manifest number, plate and branch. */
export function MovementFacts({
  manifest,
  plate,
  branch,
}: {
  manifest: string;
  plate: string;
  branch: string;
}) {
  const icon = { size: 22, stroke: 1.6, color: 'var(--mantine-color-trazo-7)', 'aria-hidden': true } as const;
  return (
    <Paper radius="md" p="sm" bg="trazo.0">
      <Group gap="xl" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
        <Fact icon={<IconFileDescription {...icon} />} label={MSG.mvManifest} value={manifest} />
        <Fact icon={<IconTruck {...icon} />} label={MSG.mvPlate} value={plate} />
        <Fact icon={<IconBuildingWarehouse {...icon} />} label={MSG.mvBranch} value={branch} />
      </Group>
    </Paper>
  );
}
