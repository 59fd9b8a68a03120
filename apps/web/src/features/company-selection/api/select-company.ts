import { useMutation } from '@tanstack/react-query';
import type { TSelectCompanyRequest, TSessionResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { chooseCustomer } from '../../../lib/chosen-customer';
import { setSession } from '../../../lib/session';

// POST /api/seleccionar_empresa: the session acts for that company from now on (the server scopes to
// it) and answers the session; the choice is also kept for the top bar (spec §3 NameCustomer,
// IdCustomer, UrlImgCustomer).
export function selectCompany(body: TSelectCompanyRequest): Promise<TSessionResponse> {
  return api.post<TSessionResponse>('/seleccionar_empresa', body);
}

export function useSelectCompany() {
  return useMutation({
    mutationFn: selectCompany,
    onSuccess: (session) => {
      setSession(session);
      if (session.customer) chooseCustomer({ ...session.customer });
    },
  });
}
