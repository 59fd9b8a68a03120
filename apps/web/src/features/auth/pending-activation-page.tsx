import { Button, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconHourglassHigh, IconMailOpened } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';
import { StatusCard } from '../../components/status-card';
import { logout, useSessionQuery } from '../../lib/session';
import { pendingTexts } from './pending-texts';

/**
 * /pendiente-activacion (spec §2.5): the account waits for its activation — by the transport company
 * (generators, providers, third parties) or by the platform administrator (a company's own account).
 */
export function PendingActivationPage() {
  const { data: session } = useSessionQuery();
  const texts = pendingTexts(session?.activacion_por);
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
              {texts.step}
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
            {texts.hint}
          </Text>
          <Group justify="center" gap="sm">
            {session ? (
              <Button onClick={() => void logout()}>{MSG.signOutButton}</Button>
            ) : (
              <Button component={Link} to="/login">
                {MSG.backToLoginButton}
              </Button>
            )}
            <Button component={Link} to="/contactus" variant="default">
              {MSG.paymentContact}
            </Button>
          </Group>
        </>
      }
    >
      {texts.text}
    </StatusCard>
  );
}
