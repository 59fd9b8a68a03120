import { Image, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { COMPANY_LOGO_LIMITS, MSG } from '@trazo/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company-logo';
import { ImageUploadActions, imageProblem } from './image-upload-actions';

interface Company {
  id: number;
  name: string;
  logo: string | null;
}

/** The transport company's logo: the top bar and the pre-operational PDF show it. */
export function CompanyLogoCard({ company }: { company: Company }) {
  const upload = useUploadCompanyLogo(company.id);
  const remove = useRemoveCompanyLogo(company.id);
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? company.logo;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File) => {
    const problem = imageProblem(file, COMPANY_LOGO_LIMITS);
    if (problem) {
      notify.error(MSG.companyLogoErrorTitle, problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (response) => notify.success(MSG.companyLogoTitle, response.message),
      onError: (error) => notify.failure(error, MSG.companyLogoErrorTitle),
      onSettled: () => setPreview(null),
    });
  };

  const clear = () =>
    remove.mutate(undefined, {
      onSuccess: (response) => notify.success(MSG.companyLogoTitle, response.message),
      onError: (error) => notify.failure(error, MSG.companyLogoErrorTitle),
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={2} fz="lg" style={{ alignSelf: 'stretch' }}>
          {MSG.companyLogoTitle}
        </Title>
        <div style={{ position: 'relative', minHeight: 80, display: 'grid', placeItems: 'center' }}>
          <LoadingOverlay visible={upload.isPending} loaderProps={{ size: 'sm' }} />
          {shown ? (
            <Image
              src={shown}
              alt={`${MSG.companyLogoTitle} ${company.name}`}
              mah={96}
              maw={240}
              fit="contain"
              data-testid="company-logo"
            />
          ) : (
            <Text size="sm" c="dimmed" maw={240}>
              {MSG.companyLogoNone}
            </Text>
          )}
        </div>
        <Text size="xs" c="dimmed" maw={260}>
          {MSG.companyLogoHint}
        </Text>
        <ImageUploadActions
          limits={COMPANY_LOGO_LIMITS}
          chooseLabel={MSG.companyLogoChoose}
          removeLabel={MSG.companyLogoRemove}
          canRemove={Boolean(company.logo)}
          uploading={upload.isPending}
          removing={remove.isPending}
          onChoose={choose}
          onRemove={clear}
        />
      </Stack>
    </Paper>
  );
}
