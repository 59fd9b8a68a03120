import { MSG } from '@trazo/shared';
import { MaskedInput, type MaskedInputProps } from '../../../components/masked-input';

interface CodeInputProps extends Omit<MaskedInputProps, 'mask' | 'onChangeRaw'> {
  /** The digits typed so far, without the mask's dash (spec §5: the code is sent without it). */
  onChange: (digits: string) => void;
}

/** The e-mailed 6-digit code in the 999-999 mask (spec §2.2, §2.4, §9). */
export function CodeInput({ onChange, label = MSG.codeLabel, ...props }: CodeInputProps) {
  return (
    <MaskedInput
      label={label}
      mask="999-999"
      placeholder="000-000"
      inputMode="numeric"
      autoComplete="one-time-code"
      size="md"
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      onChangeRaw={(raw) => onChange(raw.replace(/\D/g, ''))}
      {...props}
    />
  );
}
