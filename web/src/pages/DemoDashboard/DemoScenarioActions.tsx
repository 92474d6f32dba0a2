import { useEffect, useState } from 'react';

/** SPEC section 4: the scenario export's toast, shown for 3 seconds. */
export const EXPORT_TOAST = 'Invoices exported successfully';
export const TOAST_MS = 3000;
export const NZD_BUTTON = 'NZD ↑/↓ 10%';

export type Direction = 'up' | 'down';

interface Props {
  direction: Direction;
  onNzd(): void;
  onExport(): void;
}

/** The demo scenario panel's own actions: the 'NZD ↑/↓ 10%' toggle and Export CSV with its toast. */
export function DemoScenarioActions({ direction, onNzd, onExport }: Props) {
  const [toast, setToast] = useState(false);
  useEffect(() => {
    if (!toast) return undefined;
    const t = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);
  return (
    <div className="btn-row" role="group" aria-label="Demo scenario" style={{ marginTop: 'var(--space-3)', alignItems: 'center' }}>
      <button type="button" className="btn btn-small" onClick={onNzd} aria-describedby="nzd-direction">
        {NZD_BUTTON}
      </button>
      <span id="nzd-direction" className="muted small" aria-live="polite">
        {direction === 'up' ? 'Next: raise every amount 10%' : 'Amounts raised 10%. Next: lower them 10%'}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => {
          onExport();
          setToast(true);
        }}
      >
        Export CSV
      </button>
      <div role="status" aria-live="polite">
        {toast && <div className="toast">{EXPORT_TOAST}</div>}
      </div>
    </div>
  );
}
