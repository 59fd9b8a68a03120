import { Button, CopyButton, Group, PasswordInput } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useState } from 'react';
import { generateDriverPassword } from './generate-password';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/**
 * The access password, typed by the company or generated. A generated one is shown in clear, with a
 * copy button, and stays so while the dialog is open (issue 22 item 5: it sat masked, never shown).
 */
export function PasswordField({ label, value, onChange, error, required = false }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <PasswordInput
        label={label}
        description={MSG.driverPasswordHint}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        maxLength={128}
        autoComplete="new-password"
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{ 'aria-label': MSG.driverPasswordShow }}
        withAsterisk={required}
        flex={1}
        miw={220}
      />
      <Group gap="xs" mt={46} wrap="nowrap">
        <Button
          variant="light"
          onClick={() => {
            onChange(generateDriverPassword());
            setVisible(true);
          }}
        >
          {MSG.driverGenerate}
        </Button>
        {value !== '' && (
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? MSG.driverPasswordCopied : MSG.driverPasswordCopy}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
    </Group>
  );
}
