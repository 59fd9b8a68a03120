import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { MSG, type TPreopFormat, type TSearchVehicleResponse } from '@trazo/shared';
import { useState } from 'react';
import { type PreopTarget, useDownloadPreopReport } from '../api/download-preop-report';
import { useSearchVehicleData } from '../api/search-vehicle-data';
import { DownloadProgress } from './download-progress';
import { PreopDownloadMenu } from './preop-download-menu';
import { notifyReportFailure } from './report-failure';

type Filter = 'movement' | 'range';

/** 'Documento Pesv' (spec §2.7, §5): by movement number (shows plate and brand) or by date range. */
export function PesvTab() {
  const [filter, setFilter] = useState<Filter>('movement');
  const [numMovimiento, setNumMovimiento] = useState('');
  const [fecha, setFecha] = useState('');
  const [fechaFin, setFechaFin] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [found, setFound] = useState<TSearchVehicleResponse | null>(null);
  const [bytes, setBytes] = useState(0);
  const search = useSearchVehicleData();
  const download = useDownloadPreopReport();

  const runSearch = () => {
    setFound(null);
    if (!numMovimiento.trim()) {
      setWarning(MSG.reportsMovementRequired);
      return;
    }
    setWarning(null);
    search.mutate(numMovimiento.trim(), {
      onSuccess: setFound,
      onError: (error) => notifyReportFailure(error, MSG.reportsTabPesv),
    });
  };

  // The print view opens in its own tab, so this form (and the dialog) stay as they are.
  const openPrintView = () => {
    const params = new URLSearchParams();
    if (filter === 'movement') {
      if (!numMovimiento.trim()) {
        setWarning(MSG.reportsMovementRequired);
        return;
      }
      params.set('movimiento', numMovimiento.trim());
    } else {
      if (!fecha || !fechaFin) {
        setWarning(MSG.reportsDatesRequired);
        return;
      }
      params.set('fecha', fecha);
      params.set('fecha_fin', fechaFin);
    }
    setWarning(null);
    window.open(`/empresa-transporte/informes/imprimir?${params}`, '_blank');
  };

  const runDownload = (formato: TPreopFormat) => {
    let target: PreopTarget;
    if (filter === 'movement') {
      if (!found) {
        setWarning(MSG.reportsMovementRequired);
        return;
      }
      target = { kind: 'trip', id: found.viaje.id, numMovimiento: found.viaje.num_movimiento };
    } else {
      if (!fecha || !fechaFin) {
        setWarning(MSG.reportsDatesRequired);
        return;
      }
      target = { kind: 'range', fecha, fechaFin };
    }
    setWarning(null);
    setBytes(0);
    download.mutate(
      { target, formato, onProgress: setBytes },
      { onError: (error) => notifyReportFailure(error, MSG.reportsTabPesv) },
    );
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={(v) => {
          setFilter(v as Filter);
          setWarning(null);
        }}
        data={[
          { value: 'movement', label: MSG.reportsFilterByMovement },
          { value: 'range', label: MSG.reportsFilterByDates },
        ]}
      />
      {filter === 'movement' ? (
        <Stack gap="xs">
          <Group align="flex-end">
            <TextInput
              label={MSG.reportsMovementNumber}
              value={numMovimiento}
              maxLength={30}
              onChange={(e) => setNumMovimiento(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && runSearch()}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              leftSection={<IconSearch size={18} />}
              onClick={runSearch}
              loading={search.isPending}
            >
              {MSG.reportsSearch}
            </Button>
          </Group>
          {found && (
            <Group gap="xl" data-testid="vehiculo-encontrado">
              <Text size="sm">
                <b>{MSG.reportsPlate}:</b> {found.datos_vehiculo.placa}
              </Text>
              <Text size="sm">
                <b>{MSG.reportsBrand}:</b> {found.datos_vehiculo.marca || '—'}
              </Text>
            </Group>
          )}
        </Stack>
      ) : (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={MSG.reportsStartDate}
            value={fecha}
            onChange={(e) => setFecha(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={MSG.reportsEndDate}
            value={fechaFin}
            onChange={(e) => setFechaFin(e.currentTarget.value)}
          />
        </Group>
      )}
      {warning && <Alert color="yellow">{warning}</Alert>}
      {download.isPending && <DownloadProgress bytes={bytes} />}
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={openPrintView}>
          {MSG.reportsPrint}
        </Button>
        <PreopDownloadMenu loading={download.isPending} onDownload={runDownload} />
      </Group>
    </Stack>
  );
}
