import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinFilled, IconPackage, IconUser } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { formatCop, formatNumber, orDash } from '../../lib/format';
import { DetailField } from './detail-field';
import type { ConsignmentRecord } from './types';

interface Party {
  documento: string;
  nombre: string;
  direccion: string;
  zona: string;
  telefono: string;
}

interface PartyCardProps {
  title: string;
  icon: ReactNode;
  party: Party;
  /** The public lookup may withhold the address (issue 13 item 6): say so instead of a dash. */
  isAddressHidden: boolean;
}

function PartyCard({ title, icon, party, isAddressHidden }: PartyCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="md" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={4} fz="md">
          {title}
        </Title>
      </Group>
      <SimpleGrid component="dl" m={0} cols={2} spacing="sm" verticalSpacing="sm">
        <DetailField label={MSG.mvNit}>{orDash(party.documento)}</DetailField>
        <DetailField label={MSG.mvName}>{orDash(party.nombre)}</DetailField>
        <DetailField label={MSG.mvAddress}>
          {isAddressHidden ? (
            <Text span size="sm" c="dimmed" fs="italic">
              {MSG.lookupAddressHidden}
            </Text>
          ) : (
            orDash(party.direccion)
          )}
        </DetailField>
        <DetailField label={MSG.mvZone}>{orDash(party.zona)}</DetailField>
        <DetailField label={MSG.mvPhone}>{orDash(party.telefono)}</DetailField>
      </SimpleGrid>
    </Paper>
  );
}

/** spec §2.6 'Info Movimiento': the cargo, then sender and recipient. */
export function ConsignmentInfo({ record }: { record: ConsignmentRecord }) {
  const isAddressHidden = record.direcciones_visibles === false;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label={MSG.mvCargo}>
        <Group gap="xs" mb="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="md" radius="md" color="teal">
            <IconPackage size={18} />
          </ThemeIcon>
          <Title order={4} fz="md">
            {MSG.mvCargo}
          </Title>
        </Group>
        <SimpleGrid component="dl" m={0} cols={{ base: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
          <DetailField label={MSG.mvProduct}>{orDash(record.producto_descripcion)}</DetailField>
          <DetailField label={MSG.mvPackaging}>{orDash(record.empaque_descripcion)}</DetailField>
          <DetailField label={MSG.mvDeclaredValue}>
            {record.valor_declarado === null
              ? MSG.lookupDeclaredValueHidden
              : formatCop(record.valor_declarado)}
          </DetailField>
          <DetailField label={MSG.mvFinalUnits}>{formatNumber(record.unidades_final)}</DetailField>
          <DetailField label={MSG.mvFinalWeight}>{formatNumber(record.peso_final)}</DetailField>
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PartyCard
          title={MSG.mvSender}
          icon={<IconUser size={18} />}
          isAddressHidden={isAddressHidden}
          party={{
            documento: record.remitente_documento,
            nombre: record.remitente_nombre,
            direccion: record.remitente_direccion,
            zona: record.remitente_zona,
            telefono: record.remitente_telefono,
          }}
        />
        <PartyCard
          title={MSG.mvRecipient}
          icon={<IconMapPinFilled size={18} />}
          isAddressHidden={isAddressHidden}
          party={{
            documento: record.destinatario_documento,
            nombre: record.destinatario_nombre,
            direccion: record.destinatario_direccion,
            zona: record.destinatario_zona,
            telefono: record.destinatario_telefono,
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}
