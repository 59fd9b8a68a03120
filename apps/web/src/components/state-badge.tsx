import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  programado: 'gray',
  en_ruta: 'blue',
  entregado: 'teal',
  con_novedad: 'orange',
  programada: 'gray',
  entregada: 'teal',
  rechazada: 'red',
};

/** A manifest's state or a consignment's delivery state (shared delivery-state.ts). */
export function StateBadge({
  code,
  label,
  size = 'md',
}: {
  code: string;
  label: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Badge color={COLORS[code] ?? 'gray'} variant="light" radius="sm" size={size}>
      {label}
    </Badge>
  );
}
