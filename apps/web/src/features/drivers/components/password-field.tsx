import { Button, Group, PasswordInput } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { generateDriverPassword } from './generate-password';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/** The access password, typed by the company or generated; visible so it can be handed over. */
export function PasswordField({ label, value, onChange, error, required = false }: PasswordFieldProps) {
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <PasswordInput
        label={label}
        description={MSG.driverPasswordHint}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        maxLength={128}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': MSG.driverPasswordShow }}
        withAsterisk={required}
        flex={1}
      />
      <Button variant="light" mt={46} onClick={() => onChange(generateDriverPassword())}>
        {MSG.driverGenerate}
      </Button>
    </Group>
  );
}
