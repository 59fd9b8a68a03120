import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useEffect, useState } from 'react';
import { useDispatchTypes } from '../api/load-dispatch-types';

interface DispatchTypesDialogProps {
  generator: { nit: string; name: string };
  initial: number[] | null;
  isLoadingNext: boolean;
  onNext: (typeIds: number[]) => void;
  onClose: () => void;
}

/** spec §2.8 first dialog: the dispatch types to configure (checkbox list plus select all; Siguiente). */
export function DispatchTypesDialog({
  generator,
  initial,
  isLoadingNext,
  onNext,
  onClose,
}: DispatchTypesDialogProps) {
  const types = useDispatchTypes(generator.nit);
  const [ids, setIds] = useState<string[] | null>(initial?.map(String) ?? null);
  const data = types.data;

  // The saved types start checked.
  useEffect(() => {
    if (data && !types.isFetching && ids === null)
      setIds(data.p_configurables.map((t) => String(t.idtipo_despachos)));
  }, [data, ids, types.isFetching]);

  const all = data?.data.map((t) => String(t.idtipo_despachos)) ?? [];
  const chosen = ids ?? [];
  const isAll = all.length > 0 && all.every((id) => chosen.includes(id));

  return (
    <Modal opened onClose={onClose} title={`${MSG.configDispatchTypesTitle} — ${generator.name}`} size="md">
      {types.isPending || ids === null ? (
        <Loader size="sm" />
      ) : all.length === 0 ? (
        <Text size="sm">{MSG.configNoDispatchTypes}</Text>
      ) : (
        <Stack gap="md">
          <Checkbox
            label={MSG.configSelectAll}
            checked={isAll}
            indeterminate={!isAll && chosen.length > 0}
            onChange={(e) => setIds(e.currentTarget.checked ? all : [])}
          />
          <ScrollArea.Autosize mah={340}>
            <Checkbox.Group value={chosen} onChange={setIds}>
              <Stack gap={6} pl="md">
                {data?.data.map((t) => (
                  <Checkbox
                    key={t.idtipo_despachos}
                    value={String(t.idtipo_despachos)}
                    label={
                      <Group gap={6}>
                        <span>{t.descripcion}</span>
                        <Text span size="xs" c={t.code_type_dispatch ? 'teal' : 'dimmed'}>
                          {t.code_type_dispatch ? MSG.eventsSaved : MSG.eventsUnsaved}
                        </Text>
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button
              disabled={chosen.length === 0}
              loading={isLoadingNext}
              onClick={() => onNext(all.filter((id) => chosen.includes(id)).map(Number))}
            >
              {MSG.configNext}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
