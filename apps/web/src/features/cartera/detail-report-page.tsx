import 'mantine-datatable/styles.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconColumns, IconDownload } from '@tabler/icons-react';
import {
  bogotaDay,
  CONSIGNMENT_STATES,
  type ConsignmentStateCode,
  DETAIL_REPORT_COLUMNS,
  DETAIL_REPORT_DEFAULT_COLUMNS,
  type DetailReportColumn,
  formatPesos,
  MSG,
  type TDetailReportRow,
} from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../components/data-table-texts';
import { veilsRows } from '../../lib/list-veil';
import { notify } from '../../lib/notify';
import {
  useDetailColumns,
  useDetailReport,
  useExportDetailReport,
  useSaveDetailColumns,
} from './api/detail-report';

const PER_PAGE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LABEL = new Map<DetailReportColumn, string>(DETAIL_REPORT_COLUMNS.map((c) => [c.key, c.label]));

function cell(row: TDetailReportRow, key: DetailReportColumn) {
  if (key === 'manifiesto_numero') {
    return (
      <Anchor
        component={Link}
        to={`/generador/mov-transporte?manifiesto=${encodeURIComponent(row.manifiesto_numero)}`}
        size="sm"
      >
        {row.manifiesto_numero}
      </Anchor>
    );
  }
  if (key === 'valor_declarado') return formatPesos(row.valor_declarado);
  const value = row[key];
  return value === '' ? '—' : value;
}

/** /generador/info-detalles (issue 25 §4): the generator's consignments with every field, filtered. */
interface FilterForm {
  fecha_inicio: string;
  fecha_fin: string;
  origen: string;
  destino: string;
  estado: ConsignmentStateCode | null;
  tipo_despacho: string;
  placa: string;
  manifiesto: string;
}

function filtersOf(form: FilterForm) {
  return {
    fecha_inicio: form.fecha_inicio,
    fecha_fin: form.fecha_fin,
    origen: form.origen.trim() || undefined,
    destino: form.destino.trim() || undefined,
    estado: form.estado ?? undefined,
    tipo_despacho: form.tipo_despacho.trim() || undefined,
    placa: form.placa.trim() || undefined,
    manifiesto: form.manifiesto.trim() || undefined,
  };
}

export function DetailReportPage() {
  const today = bogotaDay(new Date().toISOString());
  const [form, setForm] = useState<FilterForm>({
    fecha_inicio: bogotaDay(new Date(Date.now() - 30 * 86_400_000).toISOString()),
    fecha_fin: today,
    origen: '',
    destino: '',
    estado: null,
    tipo_despacho: '',
    placa: '',
    manifiesto: '',
  });
  const [page, setPage] = useState(1);
  const set = (patch: Partial<FilterForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const [debounced] = useDebouncedValue(form, 300);
  const datesOk = DATE.test(debounced.fecha_inicio) && DATE.test(debounced.fecha_fin);
  const filters = filtersOf(debounced);
  const report = useDetailReport(datesOk ? { ...filters, page, per_page: PER_PAGE } : null);
  const chosen = useDetailColumns();
  const saveColumns = useSaveDetailColumns();
  const exporter = useExportDetailReport();
  const columnKeys = chosen.data?.columnas ?? [...DETAIL_REPORT_DEFAULT_COLUMNS];

  const columns: DataTableColumn<TDetailReportRow>[] = columnKeys.map((key) => ({
    accessor: key,
    title: LABEL.get(key) ?? key,
    textAlign:
      key === 'valor_declarado' || key === 'peso_final' || key === 'unidades_final' || key === 'cumplidos'
        ? 'right'
        : undefined,
    render: (row) => cell(row, key),
  }));

  const choose = (values: string[]) => {
    const next = values as DetailReportColumn[];
    if (next.length === 0) {
      notify.error(MSG.detailReportColumnsRequired);
      return;
    }
    saveColumns.mutate(next, { onError: (error) => notify.failure(error, MSG.detailReportColumnsButton) });
  };
  const download = (formato: 'xlsx' | 'csv') =>
    // What the user typed, not the debounced copy: a click within the debounce still exports that.
    exporter.mutate(
      { ...filtersOf(form), formato, columnas: columnKeys },
      {
        onError: (error) =>
          notify.failure(error, formato === 'xlsx' ? MSG.carteraExportXlsx : MSG.carteraExportCsv),
      },
    );

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.detailReportTitle}
        </Title>
        <Text c="dimmed">{MSG.detailReportIntro}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          type="date"
          label={MSG.detailReportFrom}
          value={form.fecha_inicio}
          onChange={(e) => set({ fecha_inicio: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={MSG.detailReportTo}
          value={form.fecha_fin}
          onChange={(e) => set({ fecha_fin: e.currentTarget.value })}
        />
        <TextInput
          label={MSG.detailReportOrigin}
          value={form.origen}
          maxLength={150}
          onChange={(e) => set({ origen: e.currentTarget.value })}
        />
        <TextInput
          label={MSG.detailReportDestination}
          value={form.destino}
          maxLength={150}
          onChange={(e) => set({ destino: e.currentTarget.value })}
        />
        <Select
          label={MSG.detailReportState}
          placeholder={MSG.detailReportAllStates}
          data={CONSIGNMENT_STATES.map((s) => ({ value: s.code, label: s.label }))}
          value={form.estado}
          onChange={(v) => set({ estado: v as ConsignmentStateCode | null })}
          clearable
        />
        <TextInput
          label={MSG.detailReportDispatchType}
          value={form.tipo_despacho}
          maxLength={80}
          onChange={(e) => set({ tipo_despacho: e.currentTarget.value })}
        />
        <TextInput
          label={MSG.detailReportPlate}
          value={form.placa}
          maxLength={10}
          onChange={(e) => set({ placa: e.currentTarget.value })}
        />
        <TextInput
          label={MSG.detailReportManifest}
          value={form.manifiesto}
          maxLength={30}
          onChange={(e) => set({ manifiesto: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {report.data ? `${report.data.total.toLocaleString('es-CO')} ${MSG.detailReportTotal}` : ''}
        </Text>
        <Group gap="sm">
          <Popover position="bottom-end" shadow="md" width={320}>
            <Popover.Target>
              <Button variant="default" leftSection={<IconColumns size={16} />}>
                {MSG.detailReportColumnsButton}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Checkbox.Group label={MSG.detailReportColumnsButton} value={columnKeys} onChange={choose}>
                <Stack gap={6} mt="xs" mah={360} style={{ overflowY: 'auto' }}>
                  {DETAIL_REPORT_COLUMNS.map((c) => (
                    <Checkbox key={c.key} value={c.key} label={c.label} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Popover.Dropdown>
          </Popover>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporter.isPending}
            disabled={!datesOk || !!report.error}
            onClick={() => download('xlsx')}
          >
            {MSG.carteraExportXlsx}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconDownload size={16} />}
            loading={exporter.isPending}
            disabled={!datesOk || !!report.error}
            onClick={() => download('csv')}
          >
            {MSG.carteraExportCsv}
          </Button>
        </Group>
      </Group>
      {report.error && (
        <Alert color="red" role="alert">
          {report.error.message}
        </Alert>
      )}
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <DataTable<TDetailReportRow>
          records={report.error ? [] : (report.data?.data ?? [])}
          columns={columns}
          idAccessor="id"
          fetching={veilsRows(report)}
          aria-busy={report.isFetching}
          loadingText={MSG.loading}
          minHeight={report.data?.data.length ? undefined : 200}
          noRecordsText={MSG.detailReportEmpty}
          verticalAlign="center"
          horizontalSpacing="md"
          pinFirstColumn
          totalRecords={report.data?.total ?? 0}
          page={page}
          onPageChange={setPage}
          recordsPerPage={PER_PAGE}
          paginationText={paginationText}
          getPaginationControlProps={paginationControlProps}
          getPaginationItemProps={paginationItemProps}
        />
      </Paper>
    </Stack>
  );
}
