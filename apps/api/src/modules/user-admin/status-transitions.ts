import { MSG, type TRecordStatus, type TStatusAction } from '@trazo/shared';
import { AppError } from '../../lib/app-error';

// The activation life cycle shared by user roles and companies (issue 3 item 7):
//   activar:    pending | disabled → active   (re-activating a disabled record is allowed)
//   rechazar:   pending → disabled            (the record stays, so a mistake can be undone)
//   desactivar: active → disabled

const TARGET: Record<TStatusAction, TRecordStatus> = {
  activar: 'active',
  rechazar: 'disabled',
  desactivar: 'disabled',
};

/** The new state, or a 424 business error naming why the action does not apply to `current`. */
export function nextStatus(action: TStatusAction, current: TRecordStatus): TRecordStatus {
  if (action === 'activar' && current === 'active') throw new AppError(424, MSG.alreadyActive);
  if (action === 'rechazar' && current !== 'pending') throw new AppError(424, MSG.onlyPendingCanBeRejected);
  if (action === 'desactivar' && current !== 'active') throw new AppError(424, MSG.onlyActiveCanBeDisabled);
  return TARGET[action];
}
