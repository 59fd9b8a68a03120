import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANY_LOGO_LIMITS, type TCompanyLogoResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { updateChosenCustomerLogo } from '../../../lib/chosen-customer';
import { sessionQueryKey } from '../../../lib/session';

// POST /api/empresa/logo (multipart, field `logo`) and DELETE /api/empresa/logo (role 5).
function uploadCompanyLogo(file: File): Promise<TCompanyLogoResponse> {
  const form = new FormData();
  form.append(COMPANY_LOGO_LIMITS.fieldName, file);
  return api.postForm<TCompanyLogoResponse>('/empresa/logo', form);
}

const removeCompanyLogo = () => api.delete<TCompanyLogoResponse>('/empresa/logo');

/** Either change: the session (which carries the company's logo) and the top bar follow at once. */
function useCompanyLogoMutation<T>(
  customerId: number,
  mutationFn: (input: T) => Promise<TCompanyLogoResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ logo }) => {
      updateChosenCustomerLogo(customerId, logo);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const useUploadCompanyLogo = (customerId: number) =>
  useCompanyLogoMutation(customerId, uploadCompanyLogo);
export const useRemoveCompanyLogo = (customerId: number) =>
  useCompanyLogoMutation(customerId, (_: undefined) => removeCompanyLogo());
