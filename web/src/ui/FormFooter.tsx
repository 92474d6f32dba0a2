/**
 * A form's foot: the failure that names no field (an alert), the submit button (its busy text while
 * the request runs), and the polite status line that says what was saved.
 */
export function FormFooter({
  failure,
  label,
  disabled,
  done,
  statusTestId,
}: {
  failure: string | null;
  /** The button's text, already saying "Saving..." (or "(Demo)") when it should. */
  label: string;
  disabled: boolean;
  /** What the status line says ('' for nothing yet). */
  done: string;
  statusTestId?: string;
}) {
  return (
    <>
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={disabled}>
          {label}
        </button>
        <p role="status" className="small muted" aria-live="polite" style={{ margin: 0 }} data-testid={statusTestId}>
          {done}
        </p>
      </div>
    </>
  );
}
