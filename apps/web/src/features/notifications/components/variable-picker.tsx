import { Button, Menu } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { MSG, NOTIFICATION_VARIABLES } from '@trazo/shared';

/** The variables a template may use; choosing one inserts {{name}} where the cursor was. */
export function VariablePicker({ onPick }: { onPick: (key: string) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="xs" leftSection={<IconBraces size={14} />}>
          {MSG.ntfInsertVariable}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {NOTIFICATION_VARIABLES.map((v) => (
          <Menu.Item key={v.key} onClick={() => onPick(v.key)}>
            {v.label} <code>{`{{${v.key}}}`}</code>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
