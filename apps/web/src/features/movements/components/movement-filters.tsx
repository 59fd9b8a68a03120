import { Badge, Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
// The pickers' 'es' locale (month and day names) is dayjs's, registered there.
import '../../../lib/dayjs';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendar, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { LATE_REASONS, MSG, type TMovementFiltersResponse } from '@trazo/shared';
import { type FormEvent, useEffect, useState } from 'react';
import type { MovementFilters as Filters } from '../use-list-params';

/** What the date button shows: "DD/MM/YYYY – DD/MM/YYYY", or its placeholder. */
function shownRange(range: readonly (string | null)[]): string {
  const days = range
    .filter((day): day is string => Boolean(day))
    .map((day) => day.split('-').reverse().join('/'));
  return days.length ? days.join(' – ') : MSG.mvDatesPlaceholder;
}

interface MovementFiltersProps {
  value: Filters;
  options: TMovementFiltersResponse | undefined;
  /** Only these state codes are offered (pendientes shows the open ones). */
  stateCodes?: readonly string[];
  /** A generator sees only their own consignments: no generator filter. */
  showGenerator: boolean;
  onApply: (filters: Filters) => void;
}

type Range = [string | null, string | null];

/** Issue 4 §4: dates (Monday-first Spanish calendar), manifest, plate, generator and state. */
export function MovementFilters({
  value,
  options,
  stateCodes,
  showGenerator,
  onApply,
}: MovementFiltersProps) {
  const [range, setRange] = useState<Range>([value.fecha_inicio ?? null, value.fecha_fin ?? null]);
  const [manifiesto, setManifiesto] = useState(value.manifiesto ?? '');
  const [placa, setPlaca] = useState(value.placa ?? '');
  const [generador, setGenerador] = useState<string | null>(value.generador ? String(value.generador) : null);
  const [estado, setEstado] = useState<string | null>(value.estado ?? null);
  const [retraso, setRetraso] = useState<string | null>(value.retraso ?? null);

  // The URL is the source of truth: follow it when it changes (back button, clear).
  useEffect(() => {
    setRange([value.fecha_inicio ?? null, value.fecha_fin ?? null]);
    setManifiesto(value.manifiesto ?? '');
    setPlaca(value.placa ?? '');
    setGenerador(value.generador ? String(value.generador) : null);
    setEstado(value.estado ?? null);
    setRetraso(value.retraso ?? null);
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      fecha_inicio: range[0] ?? undefined,
      // A single day picked is a one-day range.
      fecha_fin: range[1] ?? range[0] ?? undefined,
      manifiesto: manifiesto.trim() || undefined,
      placa: placa.trim().toUpperCase() || undefined,
      generador: generador ? Number(generador) : undefined,
      estado: (estado as Filters['estado']) ?? undefined,
      retraso: (retraso as Filters['retraso']) ?? undefined,
    });
  };

  // On a phone the filters fold away behind one button, so the list shows first.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [unfolded, fold] = useDisclosure(false);
  const active = [
    value.fecha_inicio,
    value.manifiesto,
    value.placa,
    value.generador,
    value.estado,
    value.retraso,
  ].filter((v) => v !== undefined && v !== '').length;

  const states = (options?.estados ?? []).filter((s) => !stateCodes || stateCodes.includes(s.code));
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={MSG.mvFilters}
    >
      {isPhone && (
        <Button
          variant="subtle"
          fullWidth
          justify="space-between"
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          rightSection={active > 0 ? <Badge size="sm">{active}</Badge> : null}
          onClick={fold.toggle}
          aria-expanded={unfolded}
          mb={unfolded ? 'sm' : 0}
        >
          {MSG.mvFilters}
        </Button>
      )}
      <Collapse expanded={!isPhone || unfolded}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: showGenerator ? 6 : 5 }} spacing="sm">
          <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
            <DatePickerInput
              type="range"
              label={MSG.mvDates}
              // The button's name holds what it shows too (WCAG 2.5.3, label in name).
              aria-label={`${MSG.mvDates}: ${shownRange(range)}`}
              placeholder={MSG.mvDatesPlaceholder}
              value={range}
              onChange={setRange}
              valueFormat="DD/MM/YYYY"
              allowSingleDateInRange
              clearable
              leftSection={<IconCalendar size={18} />}
              size="sm"
              popoverProps={{ withinPortal: true }}
            />
          </DatesProvider>
          <TextInput
            label={MSG.mvManifest}
            value={manifiesto}
            onChange={(e) => setManifiesto(e.currentTarget.value)}
            maxLength={30}
            size="sm"
          />
          <TextInput
            label={MSG.mvPlate}
            value={placa}
            onChange={(e) => setPlaca(e.currentTarget.value)}
            maxLength={10}
            size="sm"
          />
          {showGenerator && (
            <Select
              label={MSG.mvGenerator}
              placeholder={MSG.mvAll}
              data={(options?.generadores ?? []).map((g) => ({ value: String(g.id), label: g.nombre }))}
              value={generador}
              onChange={setGenerador}
              searchable
              clearable
              nothingFoundMessage="—"
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Select
            label={MSG.mvState}
            placeholder={MSG.mvAll}
            data={states.map((s) => ({ value: s.code, label: s.label }))}
            value={estado}
            onChange={setEstado}
            clearable
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={MSG.lateFilterLabel}
            placeholder={MSG.lateFilterAll}
            data={[
              { value: 'si', label: MSG.lateFilterOnly },
              ...LATE_REASONS.map((r) => ({ value: r.code, label: r.label })),
            ]}
            value={retraso}
            onChange={setRetraso}
            clearable
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => onApply({})}
            size="sm"
          >
            {MSG.mvClear}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />} size="sm">
            {MSG.mvSearch}
          </Button>
        </Group>
      </Collapse>
    </Paper>
  );
}
