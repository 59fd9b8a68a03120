import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { MSG, ZRejectExpenseForm } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useReviewExpense } from '../api/review-expense';

/** Asks the reason a refused expense carries (the driver sees it in the app). */
export function RejectDialog(props: {
  movementId: number;
  expenseId: number;
  version: number;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const review = useReviewExpense();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZRejectExpenseForm.safeParse({ reason, version: props.version });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    review.mutate(
      {
        movementId: props.movementId,
        expenseId: props.expenseId,
        version: parsed.data.version,
        reason: parsed.data.reason,
      },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          props.onClose();
        },
        onError: (err) => {
          notify.failure(err, MSG.saveErrorTitle);
          // A 409: the expense changed under the reviewer; close so the refreshed card is seen first.
          props.onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={props.onClose} title={MSG.moneyRejectTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={MSG.moneyRejectReason}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            maxLength={300}
            autosize
            minRows={2}
            withAsterisk
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {MSG.cancel}
            </Button>
            <Button type="submit" color="red" loading={review.isPending}>
              {MSG.moneyReject}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
