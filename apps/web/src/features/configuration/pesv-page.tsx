import { Paper, Stack, Title } from '@mantine/core';
import { ChecklistEditor } from './components/checklist-editor';

/** /empresa-transporte/configuracion/pesv ('Pre Operacional'): the checklist editor of spec §2.8 as a page. */
export function PesvPage() {
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Pre Operacional
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ChecklistEditor />
      </Paper>
    </Stack>
  );
}
