import { Grid, NumberInput, TextInput } from '@mantine/core';
import { MSG, nitCheckDigit } from '@trazo/shared';

interface ClientFieldsProps {
  nit: string;
  dv: number | string;
  name: string;
  onNit: (value: string) => void;
  onDv: (value: number | string) => void;
  onName: (value: string) => void;
  errors: Record<string, string>;
}

/** The contratante: NIT, its check digit (suggested from the NIT with the shared DIAN rule), razón social. */
export function ClientFields({ nit, dv, name, onNit, onDv, onName, errors }: ClientFieldsProps) {
  const digits = nit.replace(/\D/g, '');
  const expected = digits.length >= 5 && digits.length <= 15 ? nitCheckDigit(digits) : null;
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 9, sm: 9 }}>
        <TextInput
          label={MSG.espClientNit}
          value={nit}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onNit(value);
            const next = value.replace(/\D/g, '');
            if (next.length >= 5 && next.length <= 15) onDv(nitCheckDigit(next));
          }}
          error={errors.clientNit}
          inputMode="numeric"
          maxLength={15}
          withAsterisk
          data-autofocus
        />
      </Grid.Col>
      <Grid.Col span={{ base: 3, sm: 3 }}>
        <NumberInput
          label={MSG.espClientDv}
          value={dv}
          onChange={onDv}
          error={errors.clientDv}
          description={expected !== null && expected !== Number(dv) ? `${expected}?` : undefined}
          min={0}
          max={9}
          allowDecimal={false}
          hideControls
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={MSG.espClientName}
          value={name}
          onChange={(e) => onName(e.currentTarget.value)}
          error={errors.clientName}
          maxLength={200}
          withAsterisk
        />
      </Grid.Col>
    </Grid>
  );
}
