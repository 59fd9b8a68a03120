import { Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPesos, MSG, type TReviewedExpense } from '@trazo/shared';
import { formatDateTime, orDash } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useReviewExpense } from '../api/review-expense';
import { ExpenseStateBadge } from './money-badges';

interface Props {
  movementId: number;
  expense: TReviewedExpense;
  isClosed: boolean;
  onReject: () => void;
}

/** One expense beside its receipt photos, with approve / refuse while it waits for review. */
export function ExpenseReviewCard({ movementId, expense: x, isClosed, onReject }: Props) {
  const review = useReviewExpense();
  const nit = x.beneficiaryNit
    ? `${x.beneficiaryNit}${x.beneficiaryDv === null ? '' : `-${x.beneficiaryDv}`}`
    : '';
  const title = `${x.expenseType} · ${formatPesos(x.amountCop)}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Group gap={6} wrap="nowrap">
              {x.late && (
                <Badge color="orange" variant="light">
                  {MSG.moneyLateExpense}
                </Badge>
              )}
              <ExpenseStateBadge state={x.state} />
            </Group>
          </Group>
          <Text size="sm">{formatDateTime(x.occurredAt)}</Text>
          <Text size="sm">
            {MSG.moneyBeneficiary}:{' '}
            {orDash([x.beneficiaryName, nit && `NIT ${nit}`].filter(Boolean).join(' · '))}
          </Text>
          <Text size="sm">
            {MSG.moneyReceiptNumber}: {orDash(x.receiptNumber)}
          </Text>
          {x.note && (
            <Text size="sm">
              {MSG.moneyNote}: {x.note}
            </Text>
          )}
          {x.rejectionReason && (
            <Text size="sm" c="red.8">
              {MSG.moneyRejectReason}: {x.rejectionReason}
            </Text>
          )}
          {x.reviewedBy && (
            <Text size="xs" c="dimmed">
              {MSG.moneyReviewedBy} {x.reviewedBy} · {formatDateTime(x.reviewedAt)}
            </Text>
          )}
          {x.state === 'registrado' && !isClosed && (
            <Group gap="xs" mt="xs">
              <Button
                size="xs"
                color="teal"
                loading={review.isPending}
                aria-label={`${MSG.moneyApprove} ${title}`}
                onClick={() =>
                  review.mutate(
                    { movementId, expenseId: x.id, version: x.version, reason: null },
                    {
                      onSuccess: (res) => notify.success(res.message),
                      onError: (error) => notify.failure(error, MSG.saveErrorTitle),
                    },
                  )
                }
              >
                {MSG.moneyApprove}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                aria-label={`${MSG.moneyReject} ${title}`}
                onClick={onReject}
              >
                {MSG.moneyReject}
              </Button>
            </Group>
          )}
        </Stack>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {MSG.moneyReceiptPhotos}
          </Text>
          {x.photos.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MSG.moneyNoPhotos}
            </Text>
          ) : (
            <SimpleGrid cols={2} spacing="xs">
              {x.photos.map((p, i) => (
                <Anchor key={p.id} href={p.url} target="_blank" rel="noopener">
                  <Image
                    src={p.url}
                    alt={`${MSG.moneyReceiptPhotoAlt} ${i + 1} · ${x.expenseType}`}
                    radius="sm"
                    h={160}
                    fit="contain"
                    bg="gray.1"
                  />
                </Anchor>
              ))}
            </SimpleGrid>
          )}
        </div>
      </SimpleGrid>
    </Paper>
  );
}
