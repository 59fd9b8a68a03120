import { Avatar, Badge, Button, Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { MSG, type TMyCompany } from '@trazo/shared';

interface CompanyCardsProps {
  companies: TMyCompany[];
  /** The company the user acts for now. */
  chosenId: number | null;
  /** `roleId` is set when the user picked one of several roles held at that company. */
  onChoose: (company: TMyCompany, roleId?: number) => void;
  /** The company being chosen right now (its card shows progress, the others wait). */
  pendingId: number | null;
}

function CompanyIdentity({
  company,
  isChosen,
  role,
}: {
  company: TMyCompany;
  isChosen: boolean;
  role?: string;
}) {
  return (
    <Stack align="center" gap={6} ta="center">
      {/* The name follows as text: the logo (or its initials) would only repeat it. */}
      <Avatar
        src={company.logo}
        alt={company.name}
        aria-hidden
        name={company.name}
        color="initials"
        size={72}
        radius="md"
        imageProps={{ width: 72, height: 72 }}
      />
      <Text fw={700} mt={6} lh={1.3}>
        {company.name}
      </Text>
      <Text size="xs" c="dimmed">
        NIT {company.nit}
        {role && ` · ${role}`}
      </Text>
      {isChosen && (
        <Badge variant="light" color="teal" size="sm">
          {MSG.selectCustomerCurrent}
        </Badge>
      )}
    </Stack>
  );
}

/**
 * The companies a user may act for, as cards with name and logo (spec §2.2, §3): shared by
 * /select-customer and /especiales/select-customer. With one role at a company the whole card
 * chooses it, named by what it shows (WCAG 2.5.3); with several, one button per role.
 */
export function CompanyCards({ companies, chosenId, onChoose, pendingId }: CompanyCardsProps) {
  const isBusy = pendingId !== null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {companies.map((company) => {
        const isChosen = chosenId === company.id;
        const isPending = pendingId === company.id;
        const border = { borderColor: isChosen ? 'var(--mantine-primary-color-filled)' : undefined };
        const [onlyRole] = company.roles;
        if (company.roles.length === 1 && onlyRole) {
          return (
            <UnstyledButton
              key={company.id}
              onClick={() => onChoose(company)}
              disabled={isBusy}
              aria-pressed={isChosen}
              aria-busy={isPending}
            >
              <Card
                withBorder
                radius="lg"
                padding="lg"
                shadow={isChosen ? 'md' : 'xs'}
                style={border}
                h="100%"
              >
                <CompanyIdentity company={company} isChosen={isChosen} role={onlyRole.description} />
                <Button
                  component="span"
                  variant="light"
                  mt="lg"
                  fullWidth
                  loading={isPending}
                  rightSection={<IconArrowRight size={16} />}
                >
                  {MSG.selectCustomerEnter}
                </Button>
              </Card>
            </UnstyledButton>
          );
        }
        return (
          <Card
            key={company.id}
            withBorder
            radius="lg"
            padding="lg"
            shadow={isChosen ? 'md' : 'xs'}
            style={border}
          >
            <CompanyIdentity company={company} isChosen={isChosen} />
            <Stack gap="xs" mt="lg">
              {company.roles.map((role) => (
                <Button
                  key={role.id_usuario_rol}
                  variant="light"
                  size="sm"
                  disabled={isBusy && !isPending}
                  loading={isPending}
                  onClick={() => onChoose(company, role.id_role)}
                  aria-label={`${company.name} — ${role.description}`}
                >
                  {role.description}
                </Button>
              ))}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
