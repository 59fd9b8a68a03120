import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { MSG, type TExpenseType, ZExpenseTypeForm } from '@trazo/shared';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useSaveExpenseType } from '../api/save-expense-type';

/** Create or edit an expense type: name, receipt required, cap per expense, active. */
export function ExpenseTypeForm({ type, onClose }: { type: TExpenseType | null; onClose: () => void }) {
  const [name, setName] = useState(type?.name ?? '');
  const [requiresReceipt, setRequiresReceipt] = useState(type?.requiresReceipt ?? true);
  const [cap, setCap] = useState<number | string>(type?.capCop ?? '');
  const [active, setActive] = useState(type?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveExpenseType();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZExpenseTypeForm.safeParse({
      name,
      requiresReceipt,
      capCop: cap === '' ? null : Number(cap),
      active,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    save.mutate(
      { id: type?.id ?? null, form: parsed.data },
      {
        onSuccess: () => {
          notify.success(MSG.moneyTypeSaved);
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
    <Modal opened onClose={onClose} title={type ? MSG.moneyTypeEdit : MSG.moneyTypeNew}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={MSG.moneyTypeName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={80}
            withAsterisk
            data-autofocus
          />
          <NumberInput
            label={MSG.moneyTypeCap}
            description={MSG.moneyTypeCapHint}
            value={cap}
            onChange={setCap}
            error={errors.capCop}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="$ "
            hideControls
          />
          <Switch
            label={MSG.moneyTypeRequiresReceipt}
            checked={requiresReceipt}
            onChange={(e) => setRequiresReceipt(e.currentTarget.checked)}
          />
          <Switch
            label={MSG.moneyTypeActive}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
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
