import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch } from '@tabler/icons-react';
import { formatPesos, MSG, type TExpenseType } from '@trazo/shared';
import { useState } from 'react';
import { useExpenseTypes } from './api/find-expense-types';
import { ExpenseTypeForm } from './components/expense-type-form';
import { MoneyTable, PER_PAGE } from './components/money-table';

/** /empresa-transporte/configuracion/tipo-gastos ('Tipo Gastos', spec §2.1): the expense catalogue. */
export function ExpenseTypesPage() {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(1);
  const types = useExpenseTypes({ page, per_page: PER_PAGE, q: debounced });
  const [editing, setEditing] = useState<TExpenseType | 'new' | null>(null);

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.moneyTypesTitle}
        </Title>
        <Text c="dimmed">{MSG.moneyTypesIntro}</Text>
      </div>
      <Group justify="space-between">
        <TextInput
          aria-label={MSG.moneySearch}
          placeholder={MSG.moneySearch}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {MSG.moneyTypeNew}
        </Button>
      </Group>
      <MoneyTable<TExpenseType>
        query={types}
        page={page}
        onPage={setPage}
        idAccessor="id"
        emptyText={MSG.moneyNoTypes}
        columns={[
          { accessor: 'name', title: MSG.moneyTypeName },
          {
            accessor: 'requiresReceipt',
            title: MSG.moneyTypeRequiresReceipt,
            render: (t) => (t.requiresReceipt ? MSG.moneyYes : MSG.moneyNo),
          },
          {
            accessor: 'capCop',
            title: MSG.moneyTypeCap,
            textAlign: 'right',
            render: (t) => (t.capCop === null ? MSG.moneyTypeNoCap : formatPesos(t.capCop)),
          },
          {
            accessor: 'active',
            title: MSG.moneyTypeActive,
            render: (t) => (
              <Badge color={t.active ? 'teal' : 'gray'} variant="light">
                {t.active ? MSG.moneyYes : MSG.moneyNo}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: MSG.moneyActions,
            textAlign: 'right',
            render: (t) => (
              <ActionIcon
                variant="subtle"
                aria-label={`${MSG.moneyTypeEdit} ${t.name}`}
                onClick={() => setEditing(t)}
              >
                <IconEdit size={16} />
              </ActionIcon>
            ),
          },
        ]}
      />
      {editing !== null && (
        <ExpenseTypeForm type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
