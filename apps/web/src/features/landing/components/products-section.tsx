import {
  Badge,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconCheck,
  IconDeviceMobile,
  IconLayoutDashboard,
  IconUsersGroup,
} from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { PageLink } from '../../../components/page-routing';
import classes from '../landing.module.css';
import { PRODUCTS } from '../landing-content';
import { SectionHeading } from './section-heading';

const ICONS: Record<(typeof PRODUCTS.items)[number]['key'], ReactNode> = {
  driver: <IconDeviceMobile size={28} />,
  erp: <IconLayoutDashboard size={28} />,
  thirds: <IconUsersGroup size={28} />,
};

/** Productos (spec §2.5): the driver app, the ERP and the third-party product. */
export function ProductsSection() {
  return (
    <Container size="lg" className={classes.sectionInner}>
      <SectionHeading
        id="productos-title"
        kicker={MSG.landingMenuProducts}
        title={PRODUCTS.title}
        text={PRODUCTS.text}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PRODUCTS.items.map((product) => (
          <Paper
            key={product.key}
            withBorder
            radius="lg"
            p="xl"
            className={`${classes.card} ${product.key === 'driver' ? classes.productHighlight : ''}`}
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            <Group justify="space-between" align="flex-start">
              <ThemeIcon size={56} radius="md" color={product.key === 'driver' ? 'trazo' : 'teal'}>
                {ICONS[product.key]}
              </ThemeIcon>
              <Badge variant="light" color="gray">
                {product.badge}
              </Badge>
            </Group>
            <Title order={3} fz={22} mt="lg">
              {product.name}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {product.tagline}
            </Text>
            <List
              mt="lg"
              spacing={10}
              size="sm"
              style={{ flex: 1 }}
              icon={
                <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                  <IconCheck size={13} stroke={3} />
                </ThemeIcon>
              }
            >
              {product.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Button
              component={PageLink}
              to={product.action.to}
              mt="xl"
              variant={product.key === 'driver' ? 'filled' : 'light'}
              rightSection={<IconArrowRight size={16} />}
              fullWidth
            >
              {product.action.label}
            </Button>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
