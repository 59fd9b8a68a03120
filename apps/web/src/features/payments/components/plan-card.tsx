import { Badge, Box, Button, Divider, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCreditCard } from '@tabler/icons-react';
import { MSG, plural, type TPlan } from '@trazo/shared';
import { Link } from 'react-router';
import { formatCop } from '../../../lib/format';

interface PlanCardProps {
  plan: TPlan;
  isBestValue: boolean;
  /** `subscribe`: pay now; `sign-in`: a visitor is sent to sign in first; `none`: cannot subscribe. */
  action: { kind: 'subscribe'; onClick: () => void } | { kind: 'sign-in'; to: string } | { kind: 'none' };
  isLoading: boolean;
}

export function PlanCard({ plan, isBestValue, action, isLoading }: PlanCardProps) {
  const monthly = Math.round(plan.valor / plan.meses);
  const buttonProps = {
    mt: 'xl',
    size: 'md',
    fullWidth: true,
    leftSection: <IconCreditCard size={18} />,
    variant: isBestValue ? 'filled' : 'light',
  } as const;
  const period = plural(plan.meses, MSG.paymentMonth, MSG.paymentMonths);

  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow={isBestValue ? 'md' : 'xs'}
      style={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: isBestValue ? 'var(--mantine-color-trazo-6)' : undefined,
        borderWidth: isBestValue ? 2 : undefined,
      }}
      aria-label={plan.nombre}
      component="article"
    >
      {/* The badge's line exists on every card, so titles and prices line up across the row. */}
      <Box h={isBestValue ? 22 : { base: 0, sm: 22 }} mb={isBestValue ? 6 : { base: 0, sm: 6 }}>
        {isBestValue && (
          <Badge color="teal" variant="light">
            {MSG.paymentBestValue}
          </Badge>
        )}
      </Box>
      <Title order={2} fz="xl">
        {plan.nombre}
      </Title>
      <Text c="dimmed" size="sm" mt={6} mih={42}>
        {plan.descripcion}
      </Text>
      <Stack gap={0} mt="lg">
        <Text fz={34} fw={800} lh={1.1} c="trazo.8">
          {formatCop(plan.valor)}
        </Text>
        <Text size="sm" c="dimmed">
          {MSG.paymentFor} {period} · {MSG.paymentIvaIncluded}
        </Text>
        <Text size="sm" fw={600} mt={4}>
          {formatCop(monthly)} {MSG.paymentPerMonth}
        </Text>
      </Stack>
      <Divider my="lg" />
      <List
        spacing="xs"
        size="sm"
        style={{ flex: 1 }}
        icon={
          <ThemeIcon size={20} radius="xl" color="teal" variant="light">
            <IconCheck size={13} stroke={3} />
          </ThemeIcon>
        }
      >
        {plan.caracteristicas.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      {action.kind === 'sign-in' ? (
        <Button component={Link} to={action.to} {...buttonProps}>
          {MSG.paymentSubscribe}
        </Button>
      ) : (
        <Button
          {...buttonProps}
          loading={isLoading}
          disabled={action.kind === 'none'}
          onClick={action.kind === 'subscribe' ? action.onClick : undefined}
        >
          {MSG.paymentSubscribe}
        </Button>
      )}
    </Paper>
  );
}
