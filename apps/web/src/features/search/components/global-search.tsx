import {
  Button,
  Kbd,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MSG, ROLE, SEARCH_LIMITS, type TSearchHit } from '@trazo/shared';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useGlobalSearch } from '../api/global-search';

/** The roles the search serves (the server decides too: GET /api/busqueda). */
const SEARCH_ROLES: readonly number[] = [ROLE.empresaTransporte, ROLE.generador];

/**
 * The top bar's global search (issue 26 item 6): a button and Ctrl+K / Cmd+K open a dialog whose results
 * come grouped; ↑ ↓ move, Enter opens the movement or the invoice (combobox / listbox pattern).
 */
export function GlobalSearch({ dark }: { dark: boolean }) {
  const { rol } = useSession();
  const [opened, setOpened] = useState(false);
  const enabled = rol !== null && SEARCH_ROLES.includes(rol);
  useHotkeys(enabled ? [['mod+K', () => setOpened(true)]] : [], []);
  if (!enabled) return null;
  return (
    <>
      <Button
        variant={dark ? 'white' : 'default'}
        color={dark ? 'dark' : undefined}
        size="sm"
        radius="xl"
        leftSection={<IconSearch size={16} />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            Ctrl K
          </Kbd>
        }
        onClick={() => setOpened(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        {/* Named by what it shows (axe 2.5.3 label in name): 'Buscar Ctrl K'; on a phone only the icon shows. */}
        <Text span size="sm" visibleFrom="sm">
          {MSG.searchLabel}
        </Text>
        <VisuallyHidden hiddenFrom="sm">{MSG.searchLabel}</VisuallyHidden>
      </Button>
      {opened && <SearchDialog onClose={() => setOpened(false)} />}
    </>
  );
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const { rol } = useSession();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 200);
  const search = useGlobalSearch(debounced);
  const [active, setActive] = useState(0);
  const groups = debounced.length >= SEARCH_LIMITS.minLength ? (search.data?.grupos ?? []) : [];
  const hits = groups.flatMap((g) => g.data);
  const current = Math.min(active, Math.max(hits.length - 1, 0));

  const open = (hit: TSearchHit) => {
    onClose();
    const isCompany = rol === ROLE.empresaTransporte;
    if (hit.factura_id !== null) {
      navigate(`/${isCompany ? 'empresa-transporte/cartera' : 'generador/ventas'}?factura=${hit.factura_id}`);
    } else if (hit.manifiesto !== null) {
      const manifiesto = encodeURIComponent(hit.manifiesto);
      navigate(
        isCompany
          ? `/empresa-transporte/detallemovimiento?manifiesto=${manifiesto}`
          : `/generador/mov-transporte?manifiesto=${manifiesto}`,
      );
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % Math.max(hits.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[current];
      if (hit) open(hit);
    }
  };

  let index = -1;
  return (
    <Modal opened onClose={onClose} title={MSG.searchTitle} size="lg" radius="lg" yOffset="8vh">
      <Stack gap="sm">
        <TextInput
          data-autofocus
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls="global-search-results"
          aria-activedescendant={hits.length > 0 ? `global-search-hit-${current}` : undefined}
          aria-label={MSG.searchPlaceholder}
          placeholder={MSG.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          value={q}
          maxLength={SEARCH_LIMITS.maxLength}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {search.isError && (
          <Text c="red" size="sm">
            {search.error.message}
          </Text>
        )}
        {debounced.length >= SEARCH_LIMITS.minLength && search.isSuccess && hits.length === 0 && (
          <Text c="dimmed" size="sm" role="status">
            {MSG.searchNoResults}
          </Text>
        )}
        <ScrollArea.Autosize mah="60vh">
          <div id="global-search-results" role="listbox" aria-label={MSG.searchTitle}>
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group" (no fieldset inside a listbox).
              <div key={group.code} role="group" aria-label={group.label}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs" mb={4}>
                  {group.label}
                </Text>
                {group.data.map((hit) => {
                  index += 1;
                  const mine = index;
                  const selected = mine === current;
                  return (
                    <UnstyledButton
                      key={`${group.code}-${hit.movimiento_id ?? ''}-${hit.factura_id ?? ''}-${hit.titulo}`}
                      id={`global-search-hit-${mine}`}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      onMouseEnter={() => setActive(mine)}
                      onClick={() => open(hit)}
                      w="100%"
                      px="sm"
                      py={6}
                      bg={selected ? 'blue.0' : undefined}
                      style={{ borderRadius: 8, display: 'block' }}
                    >
                      <Text size="sm" fw={600}>
                        {hit.titulo}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {hit.detalle}
                      </Text>
                    </UnstyledButton>
                  );
                })}
              </div>
            ))}
          </div>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
