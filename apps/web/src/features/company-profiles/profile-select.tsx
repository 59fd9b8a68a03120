import { Select } from '@mantine/core';
import { MSG, type TUserRoleRow } from '@trazo/shared';
import { notify } from '../../lib/notify';
import { useAssignProfile, useProfiles } from './api';

/** /empresa-transporte/usuarios: the profile of one company user, changed in place (issue 27 §3). */
export function ProfileSelect({ row }: { row: TUserRoleRow }) {
  const profiles = useProfiles();
  const assign = useAssignProfile();
  const data = (profiles.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }));
  return (
    <Select
      aria-label={`Perfil de ${row.nombre}`}
      size="xs"
      w={170}
      data={data}
      value={row.id_perfil ? String(row.id_perfil) : null}
      disabled={assign.isPending || profiles.isLoading}
      allowDeselect={false}
      onChange={(value) => {
        if (!value || Number(value) === row.id_perfil) return;
        assign.mutate(
          { idUsuarioRol: row.id_usuario_rol, idPerfil: Number(value) },
          {
            onSuccess: (answer) => notify.success(answer.message),
            onError: (error) => notify.failure(error, MSG.profilesTitle),
          },
        );
      }}
    />
  );
}
