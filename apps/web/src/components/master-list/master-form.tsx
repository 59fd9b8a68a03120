import { Button, Group, Stack } from '@mantine/core';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../lib/field-errors';
import { notify } from '../../lib/notify';
import { useSaveMaster } from './use-master-api';

interface MasterFormProps {
  /** The master's API path. */
  path: string;
  /** The row's id when editing; null to create. */
  id: number | null;
  /** The same contract the server validates with. */
  schema: z.ZodType;
  /** The form's values as the contract's input (numbers as numbers, '' → null where optional). */
  input: () => unknown;
  onErrors: (errors: Record<string, string>) => void;
  /**
   * What was saved, under the confirmation ("ADM-01"): toasts of the same text are shown once, so two
   * saves in a row need different texts to each get theirs.
   */
  savedName: () => string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A master's create/edit form: validated in the browser by the shared contract (the first message per
 * field), saved, and the server's field errors (422, 409) shown on their fields.
 */
export function MasterForm({
  path,
  id,
  schema,
  input,
  onErrors,
  savedName,
  onClose,
  children,
}: MasterFormProps) {
  const save = useSaveMaster(path);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(input());
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      onErrors(found);
      notify.error(MSG.saveErrorTitle, Object.values(found)[0]);
      return;
    }
    onErrors({});
    save.mutate(
      { id, form: parsed.data },
      {
        onSuccess: () => {
          notify.success(MSG.espSaved, savedName());
          onClose();
        },
        onError: (error) => {
          onErrors(fieldErrorsOf(error));
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
