import { Button, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconHourglassHigh, IconMailOpened } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';
import { StatusCard } from '../../components/status-card';
import { logout } from '../../lib/session';

/** /pendiente-activacion (spec §2.5): the account waits for the transport company's activation. */
export function PendingActivationPage() {
  return (
    <StatusCard
      icon={<IconHourglassHigh size={44} stroke={1.5} />}
      color="orange"
      title={MSG.pendingActivationTitle}
      actions={
        <>
          <List spacing="sm" size="sm" ta="left" mt="xs" center>
            <List.Item
              icon={
                <ThemeIcon size={26} radius="xl" color="teal" variant="light">
                  <IconCircleCheck size={16} />
                </ThemeIcon>
              }
            >
              {MSG.pendingStepRegistered}
            </List.Item>
            <List.Item
              icon={
                <ThemeIcon size={26} radius="xl" color="orange" variant="light">
                  <IconClockHour4 size={16} />
                </ThemeIcon>
              }
            >
              {MSG.pendingStepApproval}
            </List.Item>
            <List.Item
              icon={
                <ThemeIcon size={26} radius="xl" color="gray" variant="light">
                  <IconMailOpened size={16} />
                </ThemeIcon>
              }
            >
              {MSG.pendingStepMail}
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {MSG.pendingActivationHint}
          </Text>
          <Group justify="center" gap="sm">
            <Button onClick={() => void logout()}>{MSG.backToLoginButton}</Button>
            <Button component={Link} to="/contactus" variant="default">
              {MSG.paymentContact}
            </Button>
          </Group>
        </>
      }
    >
      {MSG.pendingActivationText}
    </StatusCard>
  );
}
