import { ROLE, type TMovementListItem } from '@trazo/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { MovementDetailModal } from './components/movement-detail-modal';

/**
 * Opening a movement from a list: the transport company goes to its detallemovimiento page (a link
 * it can share); a generator, whose area has no detail page, sees the same detail in a dialog.
 */
export function useOpenMovement() {
  const { rol } = useSession();
  const navigate = useNavigate();
  const [dialogId, setDialogId] = useState<number | null>(null);

  const open = (movement: Pick<TMovementListItem, 'id' | 'manifiesto_numero'>) => {
    if (rol === ROLE.empresaTransporte) {
      const search = new URLSearchParams({ manifiesto: movement.manifiesto_numero });
      navigate(`/empresa-transporte/detallemovimiento?${search}`);
    } else {
      setDialogId(movement.id);
    }
  };

  const dialog = <MovementDetailModal id={dialogId} onClose={() => setDialogId(null)} />;
  return { open, dialog, isCompany: rol === ROLE.empresaTransporte };
}
