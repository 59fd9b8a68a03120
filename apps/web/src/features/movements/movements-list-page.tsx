import { Stack } from '@mantine/core';
import { MSG } from '@trazo/shared';
import type { MovementListScope } from './api/find-movements';
import { MovementsBrowser } from './components/movements-browser';
import { PageHeading } from './components/page-heading';
import { useOpenMovement } from './use-open-movement';

/** Every movement (generator's mov-transporte); server-scoped to the caller's generator. */
export function GeneratorMovementsPage() {
  return <MovementsListPage scope="all" title={MSG.mvGeneratorTitle} intro={MSG.mvGeneratorIntro} />;
}

/** pendientes (roles 5 and 2): movements without delivery closure. */
export function PendingMovementsPage() {
  return <MovementsListPage scope="pending" title={MSG.mvPendingTitle} intro={MSG.mvPendingIntro} />;
}

function MovementsListPage({
  scope,
  title,
  intro,
}: {
  scope: MovementListScope;
  title: string;
  intro: string;
}) {
  const { open, dialog, isCompany } = useOpenMovement();
  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <PageHeading title={title} intro={intro} />
      <MovementsBrowser scope={scope} showGenerator={isCompany} canLoad={isCompany} onOpen={open} />
      {dialog}
    </Stack>
  );
}
