import { useState } from 'react';

/** A form's values and errors in one state, with a setter per field (the masters' forms are flat). */
export function useFields<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return { values, set, errors, setErrors };
}

/** '' → null, else the number (NumberInput gives '' when empty). */
export const numberOrNull = (value: number | string): number | null =>
  value === '' || value === null ? null : Number(value);
