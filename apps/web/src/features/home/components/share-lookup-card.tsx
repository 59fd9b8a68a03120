import {
  Button,
  Center,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { lazy, Suspense } from 'react';
import classes from './share-lookup.module.css';

// The QR library is only needed here: loaded on demand so it stays out of every first-load bundle.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** The public lookup address of a company (spec §2.6): what its customers open, no NIT to type. */
export function lookupLinkFor(nit: string, origin: string = window.location.origin): string {
  return `${origin}/consulta-documento-cliente?customer=${encodeURIComponent(nit)}`;
}

/** issue 14 item 11: the transport company copies its lookup link or prints it as a QR code. */
export function ShareLookupCard({ nit }: { nit: string }) {
  const link = lookupLinkFor(nit);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={MSG.shareLookupTitle}
      className={classes.card}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconQrcode size={22} aria-hidden />
          <div>
            <Title order={2} fz="lg">
              {MSG.shareLookupTitle}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={760} className={classes.noPrint}>
              {MSG.shareLookupIntro}
            </Text>
          </div>
        </Group>
        <Group align="flex-end" gap="sm" className={classes.noPrint}>
          <TextInput
            label={MSG.shareLookupLinkLabel}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 240 }}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? MSG.shareLookupCopied : MSG.shareLookupCopy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Stack align="center" gap={6}>
          <Suspense
            fallback={
              <Center h={192} w={192}>
                <Loader size="sm" />
              </Center>
            }
          >
            <QRCodeSVG
              value={link}
              size={192}
              marginSize={4}
              title={MSG.shareLookupQrLabel}
              role="img"
              aria-label={MSG.shareLookupQrLabel}
            />
          </Suspense>
          <Text size="sm" fw={600}>
            {MSG.shareLookupScan}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }} ta="center">
            {link}
          </Text>
        </Stack>
        <Group justify="flex-end" className={classes.noPrint}>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {MSG.shareLookupPrint}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
