import type { ReactNode } from 'react';

// The expense form's labelled boxes: the label above, the error under it (`<id>-error`, which the box
// names as its description when invalid).

export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A one-line text box. `invalid` when its error is shown elsewhere (under the NIT and DV pair). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  invalid,
  maxLength,
  numeric,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  invalid?: boolean;
  maxLength?: number;
  numeric?: boolean;
  placeholder?: string;
}) {
  const bad = invalid ?? Boolean(error);
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
      />
    </Field>
  );
}
