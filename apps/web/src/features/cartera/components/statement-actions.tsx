import { Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useDownloadStatement, useSendStatement, useStatementRecipients } from '../api/statement';

interface StatementActionsProps {
  generatorId: number;
  generatorName: string;
  corte: string;
}

/** A generator's account statement: download the PDF, or e-mail it (suggested: the generator's users). */
export function StatementActions({ generatorId, generatorName, corte }: StatementActionsProps) {
  const [sending, setSending] = useState(false);
  const download = useDownloadStatement();
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileText size={14} />}
            aria-label={`${MSG.carteraStatement} ${generatorName}`}
          >
            {MSG.carteraStatement}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() =>
              download.mutate(
                { generador: generatorId, corte },
                { onError: (error) => notify.failure(error, MSG.carteraStatementDownload) },
              )
            }
          >
            {MSG.carteraStatementDownload}
          </Menu.Item>
          <Menu.Item onClick={() => setSending(true)}>{MSG.carteraStatementSend}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {sending && (
        <SendStatementDialog
          generatorId={generatorId}
          generatorName={generatorName}
          corte={corte}
          onClose={() => setSending(false)}
        />
      )}
    </>
  );
}

function SendStatementDialog({
  generatorId,
  generatorName,
  corte,
  onClose,
}: StatementActionsProps & { onClose: () => void }) {
  const suggested = useStatementRecipients(generatorId);
  const send = useSendStatement();
  const [recipients, setRecipients] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (suggested.data && recipients === '') setRecipients(suggested.data.sugeridos.join(', '));
  }, [suggested.data, recipients]);
  const submit = () => {
    const destinatarios = recipients
      .split(/[,;\s]+/)
      .map((r) => r.trim())
      .filter(Boolean);
    send.mutate(
      { generador: generatorId, corte, destinatarios },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`${MSG.carteraStatementSend} · ${generatorName}`} size={450}>
      <Stack>
        <Text size="sm" c="dimmed">
          {MSG.carteraAsOf}: {corte}
        </Text>
        <TextInput
          label={MSG.carteraStatementRecipients}
          value={recipients}
          onChange={(e) => {
            setRecipients(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {MSG.carteraStatementSend}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
