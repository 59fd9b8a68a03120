import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Button, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { MSG, type TChecklistItem } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { LIST_TABLE } from '../../../components/list-table';
import { notify } from '../../../lib/notify';
import { useDeleteChecklistItem } from '../api/delete-checklist-item';
import { useChecklist } from '../api/load-checklist';
import { ChecklistItemForm } from './checklist-item-form';
import { ChecklistNameForm } from './checklist-name-form';
import { NoMobileApp } from './no-mobile-app';

const PAGE_SIZE = 15;
/**
 * spec §2.8 names page size 15 with three rows visible; three rows hid most of a page (issue 22 item 14),
 * so the table shows about eight and the rest of the page scrolls (ADR 0013).
 */
const TABLE_HEIGHT = 'min(30rem, 60vh)';

/** The vehicle-inspection checklist editor (spec §2.8, §4, §5): the dialog tab and the 'Pre Operacional' page. */
export function ChecklistEditor() {
  const checklist = useChecklist();
  const remove = useDeleteChecklistItem();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TChecklistItem | 'new' | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(null);
  const loaded = checklist.data?.data;

  // A saved item is shown where it is: its page opened and its row scrolled into view (a new item used to
  // land on a page the user was not on).
  useEffect(() => {
    if (savedId === null || !loaded) return;
    const index = loaded.findIndex((i) => i.id === savedId);
    if (index < 0) return;
    setPage(Math.floor(index / PAGE_SIZE) + 1);
    setSavedId(null);
    requestAnimationFrame(() =>
      document.querySelector(`[data-checklist-item="${savedId}"]`)?.scrollIntoView({ block: 'nearest' }),
    );
  }, [savedId, loaded]);

  if (checklist.isPending) return <Loader size="sm" />;
  if (checklist.isError) return <Text c="red">{checklist.error.message}</Text>;
  const data = checklist.data;
  if (!data.existe_app_trazo) return <NoMobileApp />;
  const name = data.customer[0]?.description ?? null;
  if (name === null) return <ChecklistNameForm current={null} />;

  const items = data.data;
  const lastPage = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const shown = items.slice((Math.min(page, lastPage) - 1) * PAGE_SIZE, Math.min(page, lastPage) * PAGE_SIZE);

  const confirmDelete = (item: TChecklistItem) =>
    modals.openConfirmModal({
      title: MSG.configDeleteTitle,
      children: (
        <Text size="sm">
          {MSG.configItemDeleteConfirm} <b>{item.title}</b>
        </Text>
      ),
      labels: { confirm: MSG.accept, cancel: MSG.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { id_item: item.id },
          {
            onSuccess: () => notify.success(MSG.deletedTitle, MSG.deletedText),
            onError: (e) => notify.failure(e, MSG.saveErrorTitle),
          },
        ),
    });

  return (
    <Stack gap="md">
      {renaming ? (
        <ChecklistNameForm current={name} onDone={() => setRenaming(false)} />
      ) : (
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3} fz="lg" data-testid="checklist-name">
              {name}
            </Title>
            <Button variant="subtle" size="xs" onClick={() => setRenaming(true)}>
              {MSG.configChecklistRename}
            </Button>
          </Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {MSG.configAddItem}
          </Button>
        </Group>
      )}
      <DataTable<TChecklistItem>
        {...LIST_TABLE}
        withTableBorder
        borderRadius="md"
        height={items.length ? TABLE_HEIGHT : undefined}
        minHeight={items.length ? undefined : 150}
        records={shown}
        idAccessor="id"
        customRowAttributes={(i) => ({ 'data-checklist-item': i.id })}
        noRecordsText={MSG.configAddItem}
        totalRecords={items.length}
        recordsPerPage={PAGE_SIZE}
        page={Math.min(page, lastPage)}
        onPageChange={setPage}
        paginationText={paginationText}
        getPaginationControlProps={paginationControlProps}
        getPaginationItemProps={paginationItemProps}
        columns={[
          { accessor: 'title', title: MSG.configItemTitle },
          { accessor: 'category', title: MSG.configItemCategory },
          { accessor: 'description', title: MSG.configItemDescription },
          { accessor: 'number_images', title: MSG.configItemImages, textAlign: 'center' },
          { accessor: 'required_images', title: MSG.configItemRequired, textAlign: 'center' },
          {
            accessor: 'masive',
            title: MSG.configItemMasive,
            render: (i) => (i.masive ? MSG.configYes : MSG.configNo),
          },
          {
            accessor: 'critical',
            title: MSG.configItemCritical,
            render: (i) =>
              i.critical ? (
                <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>
                  {MSG.configYes}
                </Badge>
              ) : (
                MSG.configNo
              ),
          },
          {
            accessor: 'actions',
            title: MSG.configActions,
            textAlign: 'right',
            render: (i) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Tooltip label={MSG.configEditItem}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${MSG.configEditItem} ${i.title}`}
                    onClick={() => setEditing(i)}
                  >
                    <IconEdit size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={MSG.configDelete}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${MSG.configDelete} ${i.title}`}
                    onClick={() => confirmDelete(i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
      {editing !== null && (
        <ChecklistItemForm
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={setSavedId}
        />
      )}
    </Stack>
  );
}
