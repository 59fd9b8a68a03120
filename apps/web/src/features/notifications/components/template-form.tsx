import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MSG,
  NOTIFICATION_RECIPIENT_KINDS,
  type TRecipientKind,
  type TTemplate,
  type TTemplatesResponse,
  ZTemplateInput,
} from '@trazo/shared';
import { useRef, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useSaveTemplate } from '../api/save-template';
import { TemplatePreview } from './template-preview';
import { VariablePicker } from './variable-picker';

const DEFAULT_BODY =
  'Le informamos que el vehículo de placa {{placa}}, conducido por {{conductor}}, registró el evento {{evento}} el {{fecha_hora}} en {{lugar}}.\n\nManifiesto {{manifiesto}}, remesa {{remesa}}. Novedad: {{novedad}}.\n\nPuede consultar el estado de su despacho en {{enlace_consulta}}.\n\nCordialmente,\n{{empresa}}';

interface TemplateFormProps {
  template: TTemplate | null;
  events: TTemplatesResponse['events'];
  onClose: () => void;
}

/** Create or edit a template: event, recipient, subject and body with the variable picker, and the live preview. */
export function TemplateForm({ template, events, onClose }: TemplateFormProps) {
  const [eventId, setEventId] = useState<string | null>(template ? String(template.eventId) : null);
  const [kind, setKind] = useState<TRecipientKind>(template?.recipientKind ?? 'generador');
  const [subject, setSubject] = useState(template?.subject ?? '{{evento}} · Remesa {{remesa}}');
  const [body, setBody] = useState(template?.body ?? DEFAULT_BODY);
  const [staff, setStaff] = useState(template?.staffEmails.join(', ') ?? '');
  const [isActive, setActive] = useState(template?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focused = useRef<'subject' | 'body'>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveTemplate();

  const insert = (key: string) => {
    const field = focused.current === 'subject' ? subjectRef.current : bodyRef.current;
    const value = focused.current === 'subject' ? subject : body;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    const next = `${value.slice(0, start)}{{${key}}}${value.slice(end)}`;
    (focused.current === 'subject' ? setSubject : setBody)(next);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const form = {
      eventId: eventId === null ? Number.NaN : Number(eventId),
      recipientKind: kind,
      subject,
      body,
      isActive,
      staffEmails: staff
        .split(/[,;\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    };
    const parsed = ZTemplateInput.safeParse(form);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { id: template?.id ?? null, form },
      {
        onSuccess: () => {
          notify.success(MSG.ntfSaved);
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={template ? MSG.ntfEdit : MSG.ntfNew}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select
              label={MSG.ntfEvent}
              data={events.map((ev) => ({ value: String(ev.eventId), label: ev.name }))}
              value={eventId}
              onChange={setEventId}
              error={errors.eventId}
              searchable
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={MSG.ntfRecipient}
              data={NOTIFICATION_RECIPIENT_KINDS.map((k) => ({ value: k.code, label: k.label }))}
              value={kind}
              onChange={(v) => v && setKind(v as TRecipientKind)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {kind === 'empresa' && (
              <TextInput
                label={MSG.ntfStaffEmails}
                description={MSG.ntfStaffEmailsHint}
                value={staff}
                onChange={(e) => setStaff(e.currentTarget.value)}
                error={errors.staffEmails}
                withAsterisk
              />
            )}
            <Group justify="flex-end">
              <VariablePicker onPick={insert} />
            </Group>
            <TextInput
              ref={subjectRef}
              label={MSG.ntfSubject}
              value={subject}
              onFocus={() => {
                focused.current = 'subject';
              }}
              onChange={(e) => setSubject(e.currentTarget.value)}
              error={errors.subject}
              maxLength={200}
              withAsterisk
            />
            <Textarea
              ref={bodyRef}
              label={MSG.ntfBody}
              value={body}
              onFocus={() => {
                focused.current = 'body';
              }}
              onChange={(e) => setBody(e.currentTarget.value)}
              error={errors.body}
              autosize
              minRows={8}
              maxRows={16}
              withAsterisk
            />
            <Switch
              label={MSG.ntfActive}
              checked={isActive}
              onChange={(e) => setActive(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {MSG.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {MSG.ntfSave}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {MSG.ntfPreview}
          </Title>
          <TemplatePreview
            eventId={eventId === null ? null : Number(eventId)}
            subject={subject}
            body={body}
          />
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}
