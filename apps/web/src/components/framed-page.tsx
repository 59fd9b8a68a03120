import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

interface FramedPageProps {
  /** The page's top bar (a `<header>`). */
  header: ReactNode;
  /** What closes the page under its content (a `<footer>`). */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * A full-height page on the grey background: a top bar, the content as the page's main landmark (the
 * skip link's target), a footer. The public pages' frame and the customer portal's draw it.
 */
export function FramedPage({ header, footer, children }: FramedPageProps) {
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      {header}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="lg"
        w="100%"
        py={{ base: 'xl', sm: 56 }}
        style={{ flex: 1 }}
      >
        {children}
      </Container>
      {footer}
    </Box>
  );
}
