import { useQueryClient } from '@tanstack/react-query';
import type { TRoleOption } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { useState } from 'react';
import { userRolesQueryOptions } from '../../features/auth/api/find-user-roles';
import { notify } from '../../lib/notify';

/**
 * spec §4 role switch: fetch the available roles; with more than one the dialog opens, otherwise
 * the toast 'No tiene más roles disponibles'.
 */
export function useRoleSwitch() {
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<TRoleOption[] | null>(null);
  const [isLoading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    try {
      const roles = await queryClient.fetchQuery(userRolesQueryOptions);
      if (roles.length > 1) setOptions(roles);
      else notify.warning(MSG.menuSwitchRole, MSG.noMoreRoles);
    } catch (error) {
      notify.failure(error);
    } finally {
      setLoading(false);
    }
  };

  return { options, isLoading, start, cancel: () => setOptions(null) };
}
