import { modals } from '@mantine/modals';
import { MSG } from '@trazo/shared';

/** spec §4 / §8: saved records are deleted only after this confirmation. */
export function confirmDelete(text: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: MSG.configDeleteTitle,
    children: text,
    labels: { confirm: MSG.accept, cancel: MSG.cancel },
    confirmProps: { color: 'red' },
    zIndex: 500,
    onConfirm,
  });
}
