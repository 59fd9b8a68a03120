import { Box, Button, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { PageLink } from '../../../components/page-routing';
import classes from '../landing.module.css';
import { HERO } from '../landing-content';
import { HeroIllustration } from './hero-illustration';

/** The banner (spec §2.5): what Trazo is, 'Iniciar sesión' → /login, 'Registrate' → /info-generadores. */
export function HeroSection() {
  return (
    <section id="inicio" className={`${classes.hero} ${classes.section}`} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroGrid}>
        <div>
          <Text component="p" className={classes.kicker}>
            {HERO.kicker}
          </Text>
          <Title id="hero-title" order={1} className={classes.heroTitle}>
            {HERO.title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} mt="lg" maw={560} c="rgba(255,255,255,0.88)">
            {HERO.text}
          </Text>
          <Group mt={32} gap="sm" className={classes.heroActions}>
            <Button component={PageLink} to="/login" size="lg" color="yellow.5" c="dark.9">
              {MSG.landingLogin}
            </Button>
            <Button
              component={PageLink}
              to="/info-generadores"
              size="lg"
              variant="outline"
              color="white"
              rightSection={<IconArrowRight size={18} />}
            >
              {MSG.landingRegister}
            </Button>
          </Group>
          <Box component="ul" mt={32} p={0} style={{ listStyle: 'none' }}>
            {HERO.points.map((point) => (
              <Group component="li" key={point} gap="xs" mb={8} wrap="nowrap">
                <ThemeIcon size={22} radius="xl" color="teal.4" c="dark.9">
                  <IconCheck size={14} stroke={3} />
                </ThemeIcon>
                <Text size="sm" c="rgba(255,255,255,0.9)">
                  {point}
                </Text>
              </Group>
            ))}
          </Box>
        </div>
        <HeroIllustration />
      </Container>
    </section>
  );
}
