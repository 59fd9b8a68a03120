import { Button, Group } from '@mantine/core';
import { IconBan, IconCheck, IconX } from '@tabler/icons-react';
import { MSG, type TRecordStatus, type TStatusAction } from '@trazo/shared';
import type { ReactNode } from 'react';

export const ACTION_LOOK: Record<TStatusAction, { label: string; color: string; icon: ReactNode }> = {
  activar: { label: MSG.actionActivate, color: 'teal', icon: <IconCheck size={16} /> },
  rechazar: { label: MSG.actionReject, color: 'red', icon: <IconX size={16} /> },
  desactivar: { label: MSG.actionDisable, color: 'gray', icon: <IconBan size={16} /> },
};

/** What each state allows: a request is accepted or rejected; an active record is disabled; a disabled one reactivated. */
const ALLOWED: Record<TRecordStatus, TStatusAction[]> = {
  pending: ['activar', 'rechazar'],
  active: ['desactivar'],
  disabled: ['activar'],
};

interface StatusActionsProps {
  status: TRecordStatus;
  /** Whom the buttons act on, for their accessible names ("Activar Juan Pérez"). */
  subject: string;
  /** The action running on this row, if any: its button spins and the others wait. */
  running: TStatusAction | null;
  onAction: (action: TStatusAction) => void;
}

export function StatusActions({ status, subject, running, onAction }: StatusActionsProps) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {ALLOWED[status].map((action) => {
        const look = ACTION_LOOK[action];
        return (
          <Button
            key={action}
            size="compact-sm"
            variant="light"
            color={look.color}
            leftSection={look.icon}
            loading={running === action}
            disabled={running !== null}
            onClick={() => onAction(action)}
            aria-label={`${look.label} ${subject}`}
          >
            {look.label}
          </Button>
        );
      })}
    </Group>
  );
}
