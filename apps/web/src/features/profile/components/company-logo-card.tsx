import { Button, FileButton, Group, Image, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { COMPANY_LOGO_LIMITS, MSG } from '@trazo/shared';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company-logo';

const ACCEPT = COMPANY_LOGO_LIMITS.acceptedMimeTypes.join(',');

/** A quick check before uploading; the server checks the content and has the last word. */
function clientSideProblem(file: File): string | null {
  if (!(COMPANY_LOGO_LIMITS.acceptedMimeTypes as readonly string[]).includes(file.type)) {
    return MSG.avatarInvalidType;
  }
  return file.size > COMPANY_LOGO_LIMITS.maxBytes ? MSG.avatarTooLarge : null;
}

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
  const resetPicker = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending;
  const shown = preview ?? company.logo;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    resetPicker.current?.();
    const problem = clientSideProblem(file);
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
        <Group gap="xs" justify="center">
          <FileButton
            resetRef={resetPicker}
            onChange={choose}
            accept={ACCEPT}
            disabled={busy}
            inputProps={{ 'aria-label': MSG.companyLogoChoose }}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconPhotoUp size={18} />}
                loading={upload.isPending}
                disabled={busy}
              >
                {MSG.companyLogoChoose}
              </Button>
            )}
          </FileButton>
          {company.logo && (
            <Button
              variant="default"
              leftSection={<IconTrash size={18} />}
              onClick={clear}
              loading={remove.isPending}
              disabled={busy}
            >
              {MSG.companyLogoRemove}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
