import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG, type TTemplate } from '@trazo/shared';
import { useState } from 'react';
import { veilsRows } from '../../lib/list-veil';
import { useTemplates } from './api/find-templates';
import { GeneratorContacts } from './components/generator-contacts';
import { TemplateForm } from './components/template-form';
import { TemplatesTable } from './components/templates-table';

/** /empresa-transporte/plantillas: the notification templates and the generators' contacts (issue 27 §2). */
export function TemplatesPage() {
  const templates = useTemplates();
  const [editing, setEditing] = useState<TTemplate | 'new' | null>(null);
  const events = templates.data?.events ?? [];
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.ntfTitle}
        </Title>
        <Text c="dimmed">{MSG.ntfIntro}</Text>
      </div>
      <Tabs defaultValue="templates" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="templates">{MSG.ntfTemplatesTab}</Tabs.Tab>
          <Tabs.Tab value="contacts">{MSG.ntfContactsTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="templates" pt="md">
          <Stack gap="md">
            <Group justify="flex-end">
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing('new')}
                disabled={!templates.data}
              >
                {MSG.ntfNew}
              </Button>
            </Group>
            <TemplatesTable
              templates={templates.data?.data ?? []}
              fetching={veilsRows(templates)}
              error={templates.error?.message}
              onEdit={setEditing}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <GeneratorContacts events={events} />
        </Tabs.Panel>
      </Tabs>
      {editing && (
        <TemplateForm
          template={editing === 'new' ? null : editing}
          events={events}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
