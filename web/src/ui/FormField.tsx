import type { ReactNode } from 'react';

/** What a field's control receives: its id and name, and the ARIA wiring to its error or hint. */
export type FieldControlProps = Record<string, unknown>;

/**
 * One labelled form field: the label, the control (rendered by `children` with the props it must
 * spread), and below it the error (which replaces the hint) or the hint, each tied to the control
 * by aria-describedby so a screen reader reads it with the field.
 */
export function FormField({
  id,
  name,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children(props: FieldControlProps): ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined })}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
