import { useEffect, useRef, useState } from 'react';

/** What a money action says when it is done, and how to take it back (issue 26: "Marked INV-0004 paid. Undo"). */
export interface ActionOutcome {
  kind: 'error' | 'success' | 'info';
  text: string;
  /** Takes the action back; answers what to say then. Absent: nothing to undo. */
  undo?: () => Promise<string>;
  /** Move focus to Undo when shown (the button that opened the action's dialog is gone: the row changed). */
  focusUndo?: boolean;
}

/**
 * A done-or-failed message in a live region (status, or alert for errors), with an Undo button
 * for the action it reports. Undo runs once; its own outcome (or failure) replaces the message.
 */
export function UndoNotice({ outcome, onDismiss }: { outcome: ActionOutcome; onDismiss(): void }) {
  const [shown, setShown] = useState<ActionOutcome>(outcome);
  const [busy, setBusy] = useState(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setShown(outcome), [outcome]);
  useEffect(() => {
    if (shown.undo && shown.focusUndo) undoRef.current?.focus();
  }, [shown]);

  async function undo(): Promise<void> {
    if (!shown.undo) return;
    setBusy(true);
    try {
      setShown({ kind: 'success', text: await shown.undo() });
    } catch (e) {
      setShown({ kind: 'error', text: e instanceof Error && e.message ? e.message : 'The action could not be undone. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`alert alert-${shown.kind}`} role={shown.kind === 'error' ? 'alert' : 'status'}>
      <div>
        {shown.text}
        {shown.undo && (
          <>
            {' '}
            <button
              ref={undoRef}
              type="button"
              className="btn btn-small btn-secondary undo-button"
              disabled={busy}
              onClick={() => void undo()}
            >
              {busy ? 'Undoing…' : 'Undo'}
            </button>
          </>
        )}
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss message" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
