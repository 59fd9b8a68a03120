import { Box, Container, Grid, Paper } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { WithQueryClient } from '../../../lib/with-query-client';
import classes from '../landing.module.css';
import { ContactForm } from './contact-form';
import { SectionHeading } from './section-heading';
import { SiteContactCard } from './site-contact-card';

interface ContactSectionProps {
  /** `page` on /contactus: the public layout already frames it, and its heading is the page's h1. */
  variant?: 'section' | 'page';
}

/** Contactanos (spec §2.5): the contact form beside the office details; also the /contactus page. */
export function ContactSection({ variant = 'section' }: ContactSectionProps) {
  // On /home it may render in the public shell, which has no query client of its own (issue 28).
  const content = (
    <WithQueryClient>
      <SectionHeading
        id="contactanos-title"
        kicker={MSG.landingMenuContact}
        title={MSG.contactTitle}
        text={MSG.contactText}
        order={variant === 'page' ? 1 : 2}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            <ContactForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SiteContactCard />
        </Grid.Col>
      </Grid>
    </WithQueryClient>
  );
  if (variant === 'page') return content;
  return (
    <Box className={classes.contactBand}>
      <Container size="lg" className={classes.sectionInner}>
        {content}
      </Container>
    </Box>
  );
}
