import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MSG, RECORD_STATUS_LABEL, RECORD_STATUSES } from '@trazo/shared';
import { type ReactNode, useState } from 'react';
import type { ListParams } from './use-list-params';

const STATUS_OPTIONS = [
  { value: '', label: MSG.filterAll },
  ...RECORD_STATUSES.map((s) => ({ value: s, label: RECORD_STATUS_LABEL[s] })),
];

interface ListToolbarProps {
  list: ListParams;
  searchPlaceholder: string;
  /** More filters (role, company type) beside the state. */
  children?: ReactNode;
}

/** Search text (sent 400 ms after typing stops) and the state filter, above every activation list. */
export function ListToolbar({ list, searchPlaceholder, children }: ListToolbarProps) {
  const [text, setText] = useState(list.q);
  const search = useDebouncedCallback((value: string) => list.set({ buscar: value.trim() }), 400);

  const change = (value: string) => {
    setText(value);
    search(value);
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={MSG.searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        rightSection={text ? <CloseButton aria-label={MSG.clearSearch} onClick={() => change('')} /> : null}
        size="sm"
        flex="1 1 240px"
        maxLength={100}
      />
      <Select
        label={MSG.filterStatus}
        data={STATUS_OPTIONS}
        value={list.status ?? ''}
        onChange={(value) => list.set({ estado: value || null })}
        allowDeselect={false}
        size="sm"
        w={{ base: '100%', xs: 180 }}
      />
      {children}
    </Group>
  );
}
