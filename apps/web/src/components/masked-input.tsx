import { TextInput, type TextInputProps } from '@mantine/core';
import { useMask } from '@mantine/hooks';
import { type RefObject, useImperativeHandle } from 'react';

export interface MaskedInputProps extends Omit<TextInputProps, 'onChange' | 'value' | 'defaultValue'> {
  /** `9` is a digit: `999.999.999` (NIT), `999-999` (codes) — Mantine's mask syntax. */
  mask: string;
  /** Called on every change with the value without the mask's literals, and the shown value. */
  onChangeRaw: (raw: string, masked: string) => void;
  /** Receives a function that empties the input. */
  resetRef?: RefObject<(() => void) | null>;
}

/**
 * A masked text input. Mantine's own MaskInput drops `aria-invalid` (its mask hook overwrites the
 * attribute and is never told about the error); this one passes the error on, so assistive
 * technology — and our tests — see an invalid field as invalid.
 */
export function MaskedInput({ mask, onChangeRaw, resetRef, error, ...props }: MaskedInputProps) {
  const { ref, reset } = useMask({ mask, onChangeRaw, invalid: Boolean(error) });
  useImperativeHandle(resetRef, () => reset, [reset]);
  return <TextInput ref={ref} error={error} {...props} />;
}
