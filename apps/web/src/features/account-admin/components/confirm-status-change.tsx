import { Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG, type TStatusAction } from '@trazo/shared';
import { notify } from '../../../lib/notify';
import { ACTION_LOOK } from './status-actions';

export interface ConfirmTexts {
  title: string;
  text: string;
}

interface ConfirmStatusChange {
  action: TStatusAction;
  texts: ConfirmTexts;
  /** Who or what is affected: a name and a detail line (e-mail, NIT…). */
  subject: { name: string; detail: string };
  onConfirm: () => void;
}

/** How a confirmed change reports back: the server's message on success, the error otherwise. */
export const statusChangeFeedback = {
  onSuccess: (response: { message: string }) => notify.success(MSG.statusChangedTitle, response.message),
  onError: (error: Error) => notify.failure(error, MSG.actionErrorTitle),
};

/** Every activation, rejection and disabling is confirmed first (issue 3 item 7). */
export function confirmStatusChange({ action, texts, subject, onConfirm }: ConfirmStatusChange) {
  const look = ACTION_LOOK[action];
  modals.openConfirmModal({
    title: texts.title,
    children: (
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text fw={600}>{subject.name}</Text>
          <Text size="sm" c="dimmed">
            {subject.detail}
          </Text>
        </Paper>
        <Text size="sm">{texts.text}</Text>
      </Stack>
    ),
    labels: { confirm: look.label, cancel: MSG.cancel },
    confirmProps: { color: look.color === 'gray' ? 'red' : look.color, leftSection: look.icon },
    onConfirm,
  });
}
