import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADMIN_PROFILE_NAME,
  MSG,
  PERMISSIONS,
  type Permission,
  PROFILE_AUDIT_LABEL,
  type TCompanyProfile,
  type TProfileAuditRow,
} from '@trazo/shared';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useProfileAudit, useProfiles, useSaveProfile } from './api';

const LABEL = new Map<string, string>(PERMISSIONS.map((p) => [p.id, p.label]));

/** /empresa-transporte/configuracion/perfiles: the company's profiles and who changed what (issue 27 §3). */
export function ProfilesPage() {
  const profiles = useProfiles();
  const [editing, setEditing] = useState<TCompanyProfile | 'new' | null>(null);

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {MSG.profilesTitle}
          </Title>
          <Text c="dimmed" maw={720}>
            Qué puede hacer cada usuario de su empresa. Asigne el perfil de cada uno en Usuarios.
          </Text>
        </div>
        <Button onClick={() => setEditing('new')}>Nuevo perfil</Button>
      </Group>
      <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" aria-label="Perfiles de la empresa">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Perfil</Table.Th>
              <Table.Th>Permisos</Table.Th>
              <Table.Th>Usuarios</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(profiles.data?.data ?? []).map((p) => (
              <Table.Tr key={p.id} data-testid={`perfil-${p.nombre}`}>
                <Table.Td fw={600}>{p.nombre}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {p.permisos.length === 0 && <Text size="sm">Ninguno</Text>}
                    {p.permisos.map((id) => (
                      <Badge key={id} variant="light" size="sm" tt="none">
                        {LABEL.get(id) ?? id}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{p.usuarios}</Table.Td>
                <Table.Td>
                  {!(p.inicial && p.nombre === ADMIN_PROFILE_NAME) && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(p)}
                      aria-label={`Editar ${p.nombre}`}
                    >
                      Editar
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <AuditList />
      {editing !== null && (
        <ProfileForm profile={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function ProfileForm({ profile, onClose }: { profile: TCompanyProfile | null; onClose: () => void }) {
  const [name, setName] = useState(profile?.nombre ?? '');
  const [permissions, setPermissions] = useState<string[]>(profile?.permisos ?? []);
  const save = useSaveProfile();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: profile?.id ?? null, input: { nombre: name, permisos: permissions as Permission[] } },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
        onError: (error) => notify.failure(error, MSG.profilesTitle),
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={profile ? `Editar perfil ${profile.nombre}` : 'Nuevo perfil'}
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Nombre del perfil"
            required
            maxLength={60}
            value={name}
            disabled={profile?.inicial}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Checkbox.Group label="Permisos" value={permissions} onChange={setPermissions}>
            <Stack gap={6} mt="xs">
              {PERMISSIONS.map((p) => (
                <Checkbox key={p.id} value={p.id} label={p.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function describe(row: TProfileAuditRow): string {
  const after = (row.despues ?? {}) as { perfil?: string; permisos?: string[]; nombre?: string };
  const before = (row.antes ?? {}) as { perfil?: string; permisos?: string[]; nombre?: string };
  if (row.accion === 'perfil_asignado')
    return `${row.afectado ?? '—'}: ${before.perfil ?? 'sin perfil'} → ${after.perfil}`;
  const list = (ids?: string[]) => (ids ?? []).map((id) => LABEL.get(id) ?? id).join(', ') || 'ninguno';
  if (row.accion === 'perfil_creado') return `Permisos: ${list(after.permisos)}`;
  const added = (after.permisos ?? []).filter((p) => !(before.permisos ?? []).includes(p));
  const removed = (before.permisos ?? []).filter((p) => !(after.permisos ?? []).includes(p));
  const parts = [];
  if (before.nombre !== after.nombre) parts.push(`Nombre: ${before.nombre} → ${after.nombre}`);
  if (added.length) parts.push(`Agregó: ${list(added)}`);
  if (removed.length) parts.push(`Quitó: ${list(removed)}`);
  return parts.join(' · ');
}

function AuditList() {
  const [page, setPage] = useState(1);
  const audit = useProfileAudit(page);
  const rows = audit.data?.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} fz={20}>
        Historial de cambios
      </Title>
      <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="xs" aria-label="Historial de cambios de perfiles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Quién</Table.Th>
              <Table.Th>Cambio</Table.Th>
              <Table.Th>Perfil</Table.Th>
              <Table.Th>Detalle</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    Aún no hay cambios.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
                <Table.Td>{row.usuario ?? 'Sistema'}</Table.Td>
                <Table.Td>{PROFILE_AUDIT_LABEL[row.accion]}</Table.Td>
                <Table.Td>{row.perfil ?? '—'}</Table.Td>
                <Table.Td>{describe(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {(audit.data?.last_page ?? 1) > 1 && (
        <Pagination value={page} onChange={setPage} total={audit.data?.last_page ?? 1} />
      )}
    </Stack>
  );
}
