import { TextInput, type TextInputProps } from '@mantine/core';
import { useMask } from '@mantine/hooks';
import { type RefObject, useCallback, useImperativeHandle } from 'react';

export interface MaskedInputProps extends Omit<TextInputProps, 'onChange' | 'value' | 'defaultValue'> {
  /** `9` is a digit: `999.999.999` (NIT), `999-999` (codes) — Mantine's mask syntax. */
  mask: string;
  /** Called on every change with the value without the mask's literals, and the shown value. */
  onChangeRaw: (raw: string, masked: string) => void;
  /** Receives a function that empties the input. */
  resetRef?: RefObject<(() => void) | null>;
}

/**
 * Mantine's mask pastes by itself: it cancels the browser's paste and writes the masked text. Browsers
 * and Lighthouse ('paste-preventing-inputs', best practices) take a cancelled paste for a field that
 * refuses pasting. Stopped before the mask's listener sees it (a capturing listener on the input runs
 * first), the paste is the browser's own, and the `input` event that follows is masked like typing.
 */
const pasteNatively = (event: Event) => event.stopImmediatePropagation();

/**
 * A masked text input. Mantine's own MaskInput drops `aria-invalid` (its mask hook overwrites the
 * attribute and is never told about the error); this one passes the error on, so assistive
 * technology — and our tests — see an invalid field as invalid.
 */
export function MaskedInput({ mask, onChangeRaw, resetRef, error, ...props }: MaskedInputProps) {
  const { ref: maskRef, reset } = useMask({ mask, onChangeRaw, invalid: Boolean(error) });
  useImperativeHandle(resetRef, () => reset, [reset]);
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      maskRef(input);
      if (!input) return;
      input.addEventListener('paste', pasteNatively, { capture: true });
      return () => {
        input.removeEventListener('paste', pasteNatively, { capture: true });
        maskRef(null);
      };
    },
    [maskRef],
  );
  return <TextInput ref={ref} error={error} {...props} />;
}
