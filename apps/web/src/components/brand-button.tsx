import { Avatar, Divider, Group, Text, UnstyledButton } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { clearChosenCustomer, useChosenCustomer } from '../lib/chosen-customer';
import { Logo } from './logo';

interface BrandButtonProps {
  /** White marks for dark top bars. */
  inverted?: boolean;
  /** After the chosen company is cleared (e.g. go to the role's home). */
  onCleared?: () => void;
}

/**
 * The top-bar logo (spec §2.7): Trazo's mark and, once a company is chosen (spec §3 NameCustomer,
 * UrlImgCustomer), that company's logo and name. Clicking it clears the chosen company.
 */
export function BrandButton({ inverted = false, onCleared }: BrandButtonProps) {
  const customer = useChosenCustomer();

  const onClick = () => {
    clearChosenCustomer();
    onCleared?.();
  };

  return (
    <UnstyledButton
      onClick={onClick}
      // The visible company name comes first in the name (WCAG 2.5.3, label in name).
      aria-label={customer ? `${customer.name}, ${MSG.logoHome}` : MSG.logoHome}
      title={customer ? MSG.customerLogoLabel : undefined}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Logo size={30} inverted={inverted} withWordmark={!customer} />
        {customer && (
          <>
            <Divider orientation="vertical" color={inverted ? 'rgba(255,255,255,0.4)' : 'gray.3'} />
            <Avatar
              src={customer.logo}
              alt={customer.name}
              // Its initials (no logo) would be visible text missing from the button's name.
              aria-hidden
              name={customer.name}
              color="initials"
              size={34}
              radius="sm"
              data-testid="chosen-customer-logo"
              imageProps={{ width: 34, height: 34 }}
            />
            <Text
              fw={700}
              size="sm"
              c={inverted ? 'white' : undefined}
              truncate="end"
              maw={220}
              visibleFrom="sm"
            >
              {customer.name}
            </Text>
          </>
        )}
      </Group>
    </UnstyledButton>
  );
}
