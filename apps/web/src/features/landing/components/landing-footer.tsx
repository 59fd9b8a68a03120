import { Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { Logo } from '../../../components/logo';
import { PageLink } from '../../../components/page-routing';
import classes from '../landing.module.css';
import { FOOTER } from '../landing-content';

/** The landing's footer: who we are in one line, where each kind of visitor goes, the rights. */
export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={40}>
          <Stack gap="md">
            <Logo size={30} inverted />
            <Text size="sm" maw={300}>
              {FOOTER.tagline}
            </Text>
          </Stack>
          {FOOTER.columns.map((column) => (
            <Stack key={column.title} gap={10}>
              <Text fw={700} c="white" size="sm" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
                {column.title}
              </Text>
              {column.links.map((link) => (
                <PageLink key={link.to} to={link.to} className={classes.footerLink}>
                  {link.label}
                </PageLink>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group mt={48} pt="lg" style={{ borderTop: '1px solid rgba(255,255,255,0.15)' }}>
          <Text size="xs">
            © {new Date().getFullYear()} Trazo. {MSG.footerRights}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
