import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingWarehouse, IconSearchOff } from '@tabler/icons-react';
import { MSG, type TBranch, type TLookupRecord, type TSearchCustomerDocumentResponse } from '@trazo/shared';
import { lazy, Suspense, useState } from 'react';
import { usePageLocation } from '../../components/page-routing';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useHydrated } from '../../lib/use-hydrated';
import { findPublicImages } from './api/find-public-images';
import { useSearchCustomerDocument } from './api/search-customer-document';
import { CompanyBanner } from './components/company-banner';
import { LookupForm, type LookupFormValues } from './components/lookup-form';

// A phone opening the lookup from a link needs the form first (issue 28): the results table (its data
// table library) and the detail dialog are fetched when the first search is sent, not with the page.
const loadTable = () => import('./components/lookup-results-table');
const loadDetail = () => import('../../components/movement-detail/movement-detail-dialog');
// The branch choice (a dialog with a select: Mantine's combobox and floating layers) only after an
// answer with several branches.
const loadBranchDialog = () => import('./components/branch-dialog');
const LookupResultsTable = lazy(() => loadTable().then((m) => ({ default: m.LookupResultsTable })));
const MovementDetailDialog = lazy(() => loadDetail().then((m) => ({ default: m.MovementDetailDialog })));
const BranchDialog = lazy(() => loadBranchDialog().then((m) => ({ default: m.BranchDialog })));

/** 900123456 → 900.123.456 (spec §9 NIT mask). */
function maskNit(nit: string): string {
  return nit.replace(/\D/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** spec §2.6 public customer-document lookup, /consulta-documento-cliente?customer=<NIT>. */
export function LookupPage() {
  const { search: query } = usePageLocation();
  const nit = new URLSearchParams(query).get('customer')?.trim() ?? '';
  // The page is prerendered with no company (issue 28, ADR 0021) and hydrated whatever ?customer= says:
  // the company's badge, or the warning that there is none, shows once React owns the page.
  const isHydrated = useHydrated();
  const search = useSearchCustomerDocument();
  const [result, setResult] = useState<TSearchCustomerDocumentResponse | null>(null);
  const [branch, setBranch] = useState<TBranch | null>(null);
  const [isNotFound, setNotFound] = useState(false);
  const [isInvalid, setInvalid] = useState(false);
  const [open, setOpenRecord] = useState<TLookupRecord | null>(null);
  const [detailUsed, setDetailUsed] = useState(false);
  const setOpen = (record: TLookupRecord | null) => {
    if (record) setDetailUsed(true);
    setOpenRecord(record);
  };

  const onSearch = ({ kind, value }: LookupFormValues) => {
    // spec §5: the NIT in the route, then the value, are required.
    if (!nit) return notify.error(MSG.lookupNitRequired);
    setInvalid(!value);
    if (!value) return notify.error(MSG.lookupValueRequired);
    void loadTable();
    void loadDetail();
    void loadBranchDialog();
    search.mutate(
      { nit_customer: nit, documento_cliente: value, tipo_campo: kind === 'document' },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setBranch(null);
          setNotFound(false);
        },
        onError: (error) => {
          setResult(null);
          // spec §8: a failed lookup is a warning 'No se encontro' with the response text; a
          // throttled (429) or unreachable server says so in its own words.
          if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
            setNotFound(true);
            notify.warning(MSG.lookupNotFound, error.message);
          } else {
            setNotFound(false);
            notify.failure(error);
          }
        },
      },
    );
  };

  const needsBranch = result !== null && result.sucursales.length > 1 && branch === null;
  const records = result
    ? branch
      ? result.data_total.filter((r) => r.sucursal_id === branch.id)
      : result.data
    : [];

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <div>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {MSG.lookupHeading}
              </Title>
              {isHydrated && nit && (
                <Badge size="lg" variant="light" leftSection={<IconBuildingWarehouse size={14} />}>
                  NIT {maskNit(nit)}
                </Badge>
              )}
            </Group>
            <Text c="dimmed" mt={4}>
              {MSG.lookupIntro}
            </Text>
          </div>
          {isHydrated && !nit && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
              {MSG.lookupNitRequired}
            </Alert>
          )}
          <LookupForm loading={search.isPending} onSearch={onSearch} invalid={isInvalid} />
        </Stack>
      </Paper>

      {isNotFound && (
        <Alert color="yellow" variant="light" icon={<IconSearchOff />} title={MSG.lookupNotFound}>
          {MSG.lookupNothingFound}
        </Alert>
      )}

      {result && !needsBranch && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'lg' }}
          component="section"
          aria-label={MSG.lookupResults}
        >
          <CompanyBanner empresa={result.empresa} />
          <Group justify="space-between" mb="md" mt="md" gap="xs">
            <div>
              <Title order={2} fz="lg">
                {MSG.lookupResults}
                {branch && ` · ${branch.nombre}`}
              </Title>
              <Text size="sm" c="dimmed">
                {records.length} {MSG.lookupRowsFound}
              </Text>
            </div>
            {branch && (
              <Button variant="default" size="xs" onClick={() => setBranch(null)}>
                {MSG.lookupChangeBranch}
              </Button>
            )}
          </Group>
          <Suspense fallback={<Loader size="sm" aria-label={MSG.lookupResults} />}>
            <LookupResultsTable
              key={`${search.submittedAt}-${branch?.id}`}
              records={records}
              onOpen={setOpen}
            />
          </Suspense>
        </Paper>
      )}

      {result && result.sucursales.length > 1 && (
        <Suspense fallback={null}>
          <BranchDialog opened={needsBranch} branches={result.sucursales} onSelected={setBranch} />
        </Suspense>
      )}
      {/* Mounted from the first opening on, so the dialog keeps its closing transition. */}
      {(open || detailUsed) && (
        <Suspense fallback={null}>
          <MovementDetailDialog record={open} onClose={() => setOpen(null)} loadImages={findPublicImages} />
        </Suspense>
      )}
    </Stack>
  );
}
