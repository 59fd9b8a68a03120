import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CHECKLIST_CATEGORIES,
  DEFAULT_CHECKLIST_CATEGORY,
  MSG,
  type TChecklistItem,
  ZChecklistItemForm,
} from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSaveChecklistItem } from '../api/save-checklist-item';

interface Values {
  title: string;
  description: string;
  number_images: number | string;
  required_images: number | string;
  masive: boolean;
  category: string | null;
  critical: boolean;
}

const EMPTY: Values = {
  title: '',
  description: '',
  number_images: '',
  required_images: '',
  masive: false,
  category: null,
  critical: false,
};

const valuesOf = (item: TChecklistItem | null): Values =>
  item ? { ...item, masive: item.masive === 1, critical: item.critical === 1 } : EMPTY;

const numberOrNothing = (v: number | string) => (v === '' ? undefined : Number(v));

/** Item create/edit (spec §5): every field required, required photos ≤ allowed, 0–100. */
export function ChecklistItemForm({
  item,
  onClose,
  onSaved,
}: {
  item: TChecklistItem | null;
  onClose: () => void;
  /** The saved item's id: an edited item's own, a new one's the highest id in the answered list. */
  onSaved: (id: number) => void;
}) {
  const [values, setValues] = useState<Values>(valuesOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveChecklistItem();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = {
      id: item?.id ?? 0,
      title: values.title,
      description: values.description,
      number_images: numberOrNothing(values.number_images),
      required_images: numberOrNothing(values.required_images),
      masive: values.masive ? 1 : 0,
      category: values.category ?? undefined,
      critical: values.critical ? 1 : 0,
    };
    const parsed = ZChecklistItemForm.safeParse(form);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      const messages = Object.values(found);
      if (messages.includes(MSG.checklistFillAllFields)) {
        notify.warning(MSG.checklistMissingInfoTitle, MSG.checklistFillAllFields);
      } else if (found.required_images === MSG.checklistRequiredTooHigh) {
        notify.warning(MSG.checklistRequiredWrongToast, MSG.checklistRequiredTooHigh);
      } else {
        notify.warning(MSG.checklistMissingInfoTitle, messages[0]);
      }
      return;
    }
    save.mutate(
      { frmInspeccion: parsed.data },
      {
        onSuccess: (answer) => {
          notify.success(MSG.checklistItemSaved);
          onSaved(item?.id ?? Math.max(...answer.data.map((i) => i.id)));
          onClose();
        },
        onError: (e) => notify.failure(e, MSG.saveErrorTitle),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={item ? MSG.configEditItem : MSG.configAddItem} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={MSG.configItemTitle}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            maxLength={150}
            withAsterisk
          />
          <Textarea
            label={MSG.configItemDescription}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
            maxLength={500}
            autosize
            minRows={2}
            withAsterisk
          />
          <Select
            label={MSG.configItemCategory}
            data={[...CHECKLIST_CATEGORIES]}
            value={values.category}
            onChange={(v) => set('category', v)}
            error={errors.category}
            placeholder={DEFAULT_CHECKLIST_CATEGORY}
            clearable
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label={MSG.configItemImages}
              value={values.number_images}
              onChange={(v) => set('number_images', v)}
              error={errors.number_images}
              min={0}
              max={100}
              allowDecimal={false}
              withAsterisk
            />
            <NumberInput
              label={MSG.configItemRequired}
              value={values.required_images}
              onChange={(v) => set('required_images', v)}
              error={errors.required_images}
              min={0}
              max={100}
              allowDecimal={false}
              withAsterisk
            />
          </SimpleGrid>
          <Group gap="xl">
            <Switch
              label={MSG.configItemMasive}
              checked={values.masive}
              onChange={(e) => set('masive', e.currentTarget.checked)}
            />
            <Switch
              label={MSG.configItemCritical}
              description={MSG.configItemCriticalHint}
              checked={values.critical}
              onChange={(e) => set('critical', e.currentTarget.checked)}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MSG.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
