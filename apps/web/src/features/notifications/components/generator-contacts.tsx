import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { MSG, type TGeneratorNotifications, type TTemplatesResponse, ZContactInput } from '@trazo/shared';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useGeneratorNotifications } from '../api/find-generator-notifications';
import { useSaveContact } from '../api/save-contact';
import { useSaveMutedEvents } from '../api/save-muted-events';

type Events = TTemplatesResponse['events'];

function ContactForm({ generatorId, events }: { generatorId: number; events: Events }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [eventIds, setEventIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveContact();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const form = { name, email, eventIds: eventIds.map(Number) };
    const parsed = ZContactInput.safeParse(form);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    save.mutate(
      { kind: 'add', generatorId, form },
      {
        onSuccess: () => {
          notify.success(MSG.ntfContactSaved);
          setName('');
          setEmail('');
          setEventIds([]);
          setErrors({});
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={MSG.ntfContactName}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          w={200}
        />
        <TextInput
          label={MSG.ntfContactEmail}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          w={240}
        />
        <MultiSelect
          label={MSG.ntfContactEvents}
          placeholder={MSG.ntfContactEventsAll}
          data={events.map((ev) => ({ value: String(ev.eventId), label: ev.name }))}
          value={eventIds}
          onChange={setEventIds}
          w={280}
          comboboxProps={{ withinPortal: true }}
        />
        <Button type="submit" loading={save.isPending}>
          {MSG.ntfContactAdd}
        </Button>
      </Group>
    </form>
  );
}

function GeneratorCard({ generator, events }: { generator: TGeneratorNotifications; events: Events }) {
  const save = useSaveContact();
  const mute = useSaveMutedEvents();
  const nameOf = (id: number) => events.find((ev) => ev.eventId === id)?.name ?? String(id);
  const notified = events
    .filter((ev) => !generator.mutedEventIds.includes(ev.eventId))
    .map((ev) => String(ev.eventId));
  return (
    <Paper withBorder radius="lg" p="md" data-testid="generator-contacts">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {generator.nombre} ({generator.nit})
        </Title>
        {generator.contacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.ntfContactNone}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {generator.contacts.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.email}</Table.Td>
                  <Table.Td>
                    {c.eventIds.length === 0 ? MSG.ntfContactEventsAll : c.eventIds.map(nameOf).join(', ')}
                  </Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${MSG.ntfContactRemoved} ${c.email}`}
                      onClick={() =>
                        save.mutate(
                          { kind: 'remove', contactId: c.id },
                          {
                            onSuccess: () => notify.success(MSG.ntfContactRemoved),
                            onError: (e) => notify.failure(e),
                          },
                        )
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <ContactForm generatorId={generator.id} events={events} />
        <MultiSelect
          label={MSG.ntfGeneratorEvents}
          data={events.map((ev) => ({ value: String(ev.eventId), label: ev.name }))}
          value={notified}
          onChange={(values) =>
            mute.mutate(
              {
                generatorId: generator.id,
                mutedEventIds: events.map((ev) => ev.eventId).filter((id) => !values.includes(String(id))),
              },
              { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.failure(e) },
            )
          }
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </Paper>
  );
}

/** Generators' contacts (name, e-mail, which notifications) and the events each generator is told about. */
export function GeneratorContacts({ events }: { events: Events }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const generators = useGeneratorNotifications(debounced);
  return (
    <Stack gap="md">
      <TextInput
        aria-label={MSG.ntfGenerator}
        placeholder={MSG.ntfGenerator}
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        w={320}
      />
      {(generators.data?.data ?? []).map((g) => (
        <GeneratorCard key={g.id} generator={g} events={events} />
      ))}
    </Stack>
  );
}
