import { Button, Group, NumberInput, Paper, Select, TextInput, Title } from '@mantine/core';
import {
  ADVANCE_METHOD_LABELS,
  ADVANCE_METHODS,
  MSG,
  type TAdvanceMethod,
  ZAdvanceForm,
} from '@trazo/shared';
import { useState } from 'react';
import { dayjs } from '../../../lib/dayjs';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useRecordAdvance } from '../api/record-advance';

/** Records an advance the company gave the driver for this trip. */
export function AdvanceForm({ movementId }: { movementId: number }) {
  const [amount, setAmount] = useState<number | string>('');
  const [paidOn, setPaidOn] = useState(dayjs().format('YYYY-MM-DD'));
  const [method, setMethod] = useState<TAdvanceMethod>('efectivo');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordAdvance();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZAdvanceForm.safeParse({
      amountCop: amount === '' ? undefined : Number(amount),
      paidOn,
      method,
      reference,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    record.mutate(
      { movementId, form: parsed.data },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          setAmount('');
          setReference('');
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={MSG.moneyRecordAdvance}
    >
      <Title order={3} fz="md" mb="sm">
        {MSG.moneyRecordAdvance}
      </Title>
      <Group align="flex-start" gap="sm">
        <NumberInput
          label={MSG.moneyAdvanceAmount}
          value={amount}
          onChange={setAmount}
          error={errors.amountCop}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          prefix="$ "
          hideControls
          withAsterisk
          w={180}
        />
        <TextInput
          type="date"
          label={MSG.moneyAdvanceDate}
          value={paidOn}
          onChange={(e) => setPaidOn(e.currentTarget.value)}
          error={errors.paidOn}
          withAsterisk
        />
        <Select
          label={MSG.moneyAdvanceMethod}
          data={ADVANCE_METHODS.map((m) => ({ value: m, label: ADVANCE_METHOD_LABELS[m] }))}
          value={method}
          onChange={(v) => v && setMethod(v as TAdvanceMethod)}
          allowDeselect={false}
          error={errors.method}
          w={210}
        />
        <TextInput
          label={MSG.moneyAdvanceReference}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          maxLength={60}
        />
        <Button type="submit" mt={25} loading={record.isPending}>
          {MSG.moneyRecordAdvance}
        </Button>
      </Group>
    </Paper>
  );
}
