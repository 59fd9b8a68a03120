import { type NotificationData, notifications } from '@mantine/notifications';
import { isCancelledError } from '@tanstack/react-query';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { ApiError } from './api-client';

// The one toast helper (STYLE rule 9). Spec §9: toasts stay 3 to 7 seconds; errors and warnings
// stay longer so they can be read.

const DURATION_MS = { success: 5000, warning: 6000, error: 6000 } as const;
const COLOR = { success: 'teal', warning: 'yellow', error: 'red' } as const;

type Kind = keyof typeof DURATION_MS;

interface ShowOptions {
  /** Overrides the kind's duration where the spec names one (3 to 7 s, spec §9). */
  durationMs?: number;
}

/**
 * One id per text: Mantine ignores a toast whose id is already showing, so the same message shown again
 * while it is on screen does not stack a second one (issue 14 item 5). Rich messages get a fresh id.
 */
function toastId(kind: Kind, title: string, message: ReactNode): string | undefined {
  if (typeof message !== 'string') return undefined;
  const text = `${kind}\u0000${title}\u0000${message}`;
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0;
  return `toast-${kind}-${(hash >>> 0).toString(36)}`;
}

/** Phones: below the `sm` breakpoint (48em), where toasts sit at the bottom centre (providers.tsx). */
export const PHONE_MEDIA_QUERY = '(max-width: 47.9375em)';

/**
 * Toasts sit in the bottom corner, where a dialog's footer (Guardar, Cancelar) often is: a validation
 * message shown inside a dialog covered the button the user was about to press again, and a toast under
 * the pointer waits for it to leave. With a dialog open on a wider screen they show at the top centre,
 * over the dialog's title; on a phone the dialog's header (its ✕) is at the top, so they stay below.
 */
function placement(): NotificationData['position'] {
  const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
  return dialogOpen && !window.matchMedia(PHONE_MEDIA_QUERY).matches ? 'top-center' : undefined;
}

function show(kind: Kind, title: string, message: ReactNode = '', options: ShowOptions = {}) {
  notifications.show({
    id: toastId(kind, title, message),
    position: placement(),
    title,
    message,
    color: COLOR[kind],
    autoClose: options.durationMs ?? DURATION_MS[kind],
    withBorder: true,
    'data-kind': kind,
  });
}

/** True for failures the session module already answered (expired session, cleared cache). */
function isHandledElsewhere(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  return error instanceof ApiError && error.status === 401 && error.message === MSG.unauthenticated;
}

export const notify = {
  success: (title: string, message?: ReactNode) => show('success', title, message),
  warning: (title: string, message?: ReactNode) => show('warning', title, message),
  error: (title: string, message?: ReactNode, options?: ShowOptions) =>
    show('error', title, message, options),
  /** A failed call: the server's message under `title` (spec §8), unless the session ended. */
  failure: (error: unknown, title: string = MSG.loginErrorTitle) => {
    if (isHandledElsewhere(error)) return;
    show('error', title, error instanceof Error ? error.message : MSG.serverError);
  },
};
