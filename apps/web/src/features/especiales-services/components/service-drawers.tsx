import { Drawer } from '@mantine/core';
import { MSG, type TService } from '@trazo/shared';
import { useState } from 'react';
import { ServiceDetail } from './service-detail';
import { ServiceForm } from './service-form';

/** The board's and the history's drawers: a service's detail, and the request form (new or edit). */
export function useServiceDrawers() {
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<TService | 'new' | null>(null);
  const drawers = (
    <>
      <Drawer
        opened={openId !== null && editing === null}
        onClose={() => setOpenId(null)}
        title={MSG.espSvcDetail}
        position="right"
        size="xl"
      >
        {openId !== null && <ServiceDetail id={openId} onEdit={(s) => setEditing(s)} />}
      </Drawer>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? MSG.espSvcNew : MSG.espSvcEditTitle}
        position="right"
        size="lg"
      >
        {editing !== null && (
          <ServiceForm row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Drawer>
    </>
  );
  return {
    drawers,
    open: (service: TService) => setOpenId(service.id),
    create: () => {
      setOpenId(null);
      setEditing('new');
    },
  };
}
