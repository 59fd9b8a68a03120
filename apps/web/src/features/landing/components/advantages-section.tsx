import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCashBanknote,
  IconClipboardCheck,
  IconFileCertificate,
  IconMapPinCheck,
  IconMessageCircleCheck,
  IconReceipt,
} from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import classes from '../landing.module.css';
import { ADVANTAGES } from '../landing-content';
import { SectionHeading } from './section-heading';

const ICONS: Record<(typeof ADVANTAGES.items)[number]['key'], ReactNode> = {
  realtime: <IconMapPinCheck size={26} />,
  paperless: <IconFileCertificate size={26} />,
  expenses: <IconCashBanknote size={26} />,
  customers: <IconMessageCircleCheck size={26} />,
  billing: <IconReceipt size={26} />,
  safety: <IconClipboardCheck size={26} />,
};

/** Ventajas (spec §2.5). */
export function AdvantagesSection() {
  return (
    <Container size="lg" className={classes.sectionInner}>
      <SectionHeading
        id="ventajas-title"
        kicker={MSG.landingMenuAdvantages}
        title={ADVANTAGES.title}
        text={ADVANTAGES.text}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {ADVANTAGES.items.map((item) => (
          <Paper key={item.key} withBorder radius="lg" p="xl" className={classes.card}>
            <ThemeIcon size={52} radius="md" variant="light" color="trazo">
              {ICONS[item.key]}
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {item.title}
            </Title>
            <Text c="dimmed" mt={6} size="sm" lh={1.6}>
              {item.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
