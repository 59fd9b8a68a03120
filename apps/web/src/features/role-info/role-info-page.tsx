import { Anchor, Button, Grid, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconLogin2 } from '@tabler/icons-react';
import { MSG, ROLE } from '@trazo/shared';
import { PageLink, usePageLocation } from '../../components/page-routing';
import { RoleSelector } from './components/role-selector';
import classes from './role-info.module.css';
import { roleInfoOfPath } from './role-info-content';

/**
 * /info-especiales, /info-generadores, /info-proveedores, /info-terceros, /info-transporte
 * (spec §2.1, §2.5): the role selector, what Trazo does for the role, 'Soy …' → /login and
 * 'Registrarme' → the role's registration.
 */
export function RoleInfoPage() {
  const { pathname } = usePageLocation();
  const info = roleInfoOfPath(pathname);

  return (
    <Stack gap={48}>
      <RoleSelector activeRoleId={info.roleId} />
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Text size="sm" fw={800} tt="uppercase" c="trazo.7" style={{ letterSpacing: '0.08em' }}>
            {MSG.roleInfoKicker}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.12} mt="xs">
            {info.headline}
          </Title>
          <Text c="gray.7" fz={{ base: 'md', sm: 'lg' }} mt="md" lh={1.6}>
            {info.text}
          </Text>
          <List
            mt="xl"
            spacing="sm"
            icon={
              <ThemeIcon size={24} radius="xl" color="teal" variant="light">
                <IconCheck size={15} stroke={3} />
              </ThemeIcon>
            }
          >
            {info.benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
          <Group mt={36} gap="sm" className={classes.actions}>
            <Button
              component={PageLink}
              to="/login"
              size="md"
              variant="default"
              leftSection={<IconLogin2 size={18} />}
            >
              {info.signInLabel}
            </Button>
            <Button
              component={PageLink}
              to={info.registerTo}
              size="md"
              rightSection={<IconArrowRight size={18} />}
            >
              {MSG.infoRegistrarme}
            </Button>
          </Group>
          {info.roleId === ROLE.empresaTransporte && (
            <Anchor component={PageLink} to="/pasarela" display="inline-block" mt="md" fw={600}>
              {MSG.paymentTitle}
            </Anchor>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            <Title order={2} fz="lg" mb="lg">
              {MSG.roleInfoStepsTitle}
            </Title>
            <Stack gap="lg">
              {info.steps.map((step, index) => (
                <Group key={step} gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={36} radius="xl" variant={index === 0 ? 'filled' : 'light'}>
                    <Text fw={800} size="sm">
                      {index + 1}
                    </Text>
                  </ThemeIcon>
                  <Text fw={600} pt={6}>
                    {step}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
