import { Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { MSG, type TCompanyDriver } from '@trazo/shared';
import { useState } from 'react';
import { ExportButtons } from '../../components/export-buttons';
import { useDrivers } from './api/find-drivers';
import { DeactivateDialog } from './components/deactivate-dialog';
import type { DriverDialog } from './components/driver-actions';
import { DriverForm } from './components/driver-form';
import { DriversTable } from './components/drivers-table';
import { PasswordDialog } from './components/password-dialog';

type Open = { dialog: 'create' } | { dialog: DriverDialog; driver: TCompanyDriver } | null;

/** /empresa-transporte/configuracion/usuarios ('Conductores'): the company's drivers and their app access. */
export function DriversPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(15);
  const [open, setOpen] = useState<Open>(null);
  const query = useDrivers({ page, per_page: perPage, q: q || undefined });
  const search = useDebouncedCallback((value: string) => {
    setQ(value.trim());
    setPage(1);
  }, 400);
  const type = (value: string) => {
    setText(value);
    search(value);
  };
  const close = () => setOpen(null);

  return (
    <Stack gap="lg" maw={1300} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {MSG.driversTitle}
          </Title>
          <Text c="dimmed" maw={760}>
            {MSG.driversIntro}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ dialog: 'create' })}>
          {MSG.driverNew}
        </Button>
      </Group>
      <TextInput
        label={MSG.searchLabel}
        placeholder={MSG.driverSearchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => type(e.currentTarget.value)}
        rightSection={text ? <CloseButton aria-label={MSG.clearSearch} onClick={() => type('')} /> : null}
        maxLength={100}
        maw={420}
      />
      <Group justify="flex-end">
        <ExportButtons path="/conductores/exportar" query={{ q: q || undefined }} fileName="Conductores" />
      </Group>
      <DriversTable
        query={query}
        page={page}
        perPage={perPage}
        onPage={setPage}
        onPerPage={(size) => {
          setPerPage(size);
          setPage(1);
        }}
        onOpen={(dialog, driver) => setOpen({ dialog, driver })}
        isSearching={q !== ''}
      />
      {open?.dialog === 'create' && <DriverForm driver={null} onClose={close} />}
      {open?.dialog === 'edit' && <DriverForm driver={open.driver} onClose={close} />}
      {open?.dialog === 'password' && <PasswordDialog driver={open.driver} onClose={close} />}
      {open?.dialog === 'deactivate' && <DeactivateDialog driver={open.driver} onClose={close} />}
    </Stack>
  );
}
