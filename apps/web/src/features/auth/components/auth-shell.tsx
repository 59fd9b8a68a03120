import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import classes from './auth-shell.module.css';

interface AuthShellProps {
  /** `customer` is the differently branded variant of /prueba-login (spec §2.2). */
  variant?: 'trazo' | 'customer';
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

const TRAZO_POINTS = [MSG.brandPointMovements, MSG.brandPointDocuments, MSG.brandPointReports];
const CUSTOMER_POINTS = [
  MSG.customerPortalPointCompany,
  MSG.customerPortalPointFollow,
  MSG.customerPortalPointPay,
];

/** Split screen: brand panel on wide screens, the form card alone under 991 px (spec §9). */
export function AuthShell({ variant = 'trazo', title, subtitle, children, footer }: AuthShellProps) {
  return (
    <div className={classes.root} data-variant={variant}>
      <Box className={classes.brand} data-variant={variant} aria-hidden>
        <Logo size={40} inverted />
        <Stack gap="lg" maw={460} style={{ zIndex: 1 }}>
          <Title order={2} c="white" fz={36} lh={1.15}>
            {variant === 'customer' ? MSG.customerPortalTitle : MSG.brandTagline}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={24} radius="xl" color="yellow.5" c="dark.8">
                <IconCircleCheck size={16} />
              </ThemeIcon>
            }
          >
            {(variant === 'customer' ? CUSTOMER_POINTS : TRAZO_POINTS).map((point) => (
              <List.Item key={point} c="white">
                {point}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="white" opacity={0.7}>
          © {new Date().getFullYear()} Trazo
        </Text>
        <svg className={classes.route} viewBox="0 0 400 120" preserveAspectRatio="none" aria-hidden>
          <path
            d="M0 100 C 80 100, 100 20, 200 40 S 320 110, 400 30"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeDasharray="0.1 14"
          />
        </svg>
      </Box>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.panel}>
        <Paper className={classes.card} withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 36 }}>
          <Stack gap="lg">
            <Logo size={36} />
            <div>
              <Title order={1} fz={26}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
            {footer}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
