import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  programado: 'gray',
  en_ruta: 'blue',
  entregado: 'teal',
  con_novedad: 'orange',
};

export function MovementStateBadge({ code, label }: { code: string; label: string }) {
  return (
    <Badge color={COLORS[code] ?? 'gray'} variant="light" radius="sm">
      {label}
    </Badge>
  );
}
