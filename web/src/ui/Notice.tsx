import type { ReactNode } from 'react';

/** An inline message: errors are announced at once (role=alert), others politely. */
export function Notice({ kind, children, onDismiss }: { kind: 'error' | 'success' | 'info'; children: ReactNode; onDismiss?: () => void }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div>{children}</div>
      {onDismiss && (
        <button type="button" className="icon-button" aria-label="Dismiss message" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
