import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCompanyProfile,
  TProfileAuditPage,
  TProfileInput,
  TProfileList,
  TProfileSaved,
  TUserRoleActionResponse,
} from '@trazo/shared';
import { api, withQuery } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/session';

export const profilesKey = ['company-profiles'] as const;

// GET /api/empresa-transporte/perfiles
export function useProfiles() {
  return useQuery({
    queryKey: profilesKey,
    queryFn: ({ signal }) => api.get<TProfileList>('/empresa-transporte/perfiles', { signal }),
  });
}

// GET /api/empresa-transporte/perfiles/auditoria
export function useProfileAudit(page: number) {
  return useQuery({
    queryKey: [...profilesKey, 'audit', page],
    queryFn: ({ signal }) =>
      api.get<TProfileAuditPage>(
        withQuery('/empresa-transporte/perfiles/auditoria', { page, per_page: 10 }),
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST (new) or PUT (edit) a profile; the session is read again, the caller's own may have changed. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TProfileInput }) =>
      id === null
        ? api.post<TProfileSaved>('/empresa-transporte/perfiles', input)
        : api.put<TProfileSaved>(`/empresa-transporte/perfiles/${id}`, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: profilesKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

// PUT /api/empresa-transporte/usuarios/:id_usuario_rol/perfil
export function useAssignProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idUsuarioRol, idPerfil }: { idUsuarioRol: number; idPerfil: number }) =>
      api.put<TUserRoleActionResponse>(`/empresa-transporte/usuarios/${idUsuarioRol}/perfil`, {
        id_perfil: idPerfil,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries();
    },
  });
}

export type { TCompanyProfile };
