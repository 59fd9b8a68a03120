import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconExternalLink,
  IconMapPin,
  IconPhone,
  IconWorldWww,
} from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../api/get-site-info';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="light" color="trazo">
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0, paddingTop: 2 }}>{children}</div>
    </Group>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600}>
      <Group gap={4} wrap="nowrap" component="span">
        {children}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** Office address, phone and the map, chat and provider-site links (spec §2.5), from the API. */
export function SiteContactCard() {
  const { data: site, isPending, isError } = useSiteInfo();

  return (
    <Paper withBorder radius="lg" p="xl" h="100%">
      <Title order={3} fz="lg" mb="lg">
        {MSG.landingOfficeTitle}
      </Title>
      {isPending || isError || !site ? (
        // Same rows and heights while loading; a failed load just keeps the card quiet.
        <Stack gap="lg" aria-hidden>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={40} radius="md" animate={!isError} />
          ))}
        </Stack>
      ) : (
        <Stack gap="lg">
          <Row icon={<IconMapPin size={20} />}>
            <Text fw={600}>{site.direccion}</Text>
            <ExternalLink href={site.mapa_url}>{MSG.landingMapLink}</ExternalLink>
          </Row>
          <Row icon={<IconPhone size={20} />}>
            <Text size="sm" c="dimmed">
              {MSG.landingPhoneLabel}
            </Text>
            <Text fw={600}>{site.telefono}</Text>
          </Row>
          <Row icon={<IconBrandWhatsapp size={20} />}>
            <ExternalLink href={site.chat_url}>{MSG.landingChatLink}</ExternalLink>
          </Row>
          <Row icon={<IconWorldWww size={20} />}>
            <ExternalLink href={site.sitio_proveedor_url}>{MSG.landingProvidersLink}</ExternalLink>
          </Row>
        </Stack>
      )}
    </Paper>
  );
}
