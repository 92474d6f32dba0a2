import { Modal } from '../../ui/Modal';
import { TsiIssueList, type TsiIssueView } from './TsiIssues';

/** A draft about to be sent that lacks taxable supply information: what it lacks, for the dialog. */
export interface SendCheck {
  id: string;
  label: string;
  issues: readonly TsiIssueView[];
  customerId: string | null;
}

/**
 * Send asks first when the invoice is not yet a complete tax invoice: the dialog lists what it
 * lacks (with where to fix each) and offers Send anyway or Cancel; Cancel (or Escape) sends
 * nothing. Focus starts on Cancel, the choice that changes nothing.
 */
export function SendCheckDialog({ check, onCancel, onSend }: { check: SendCheck; onCancel(): void; onSend(): void }) {
  const count = check.issues.length;
  return (
    <Modal
      title={`Send ${check.label} as it is?`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" data-autofocus onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={onSend}>
            Send anyway
          </button>
        </>
      }
    >
      <p>
        {check.label} is not yet a complete tax invoice: {count === 1 ? 'one thing is' : `${count} things are`} missing.
      </p>
      <TsiIssueList issues={check.issues} customerId={check.customerId} />
      <p className="muted">Cancel to fix {count === 1 ? 'it' : 'them'} first; nothing is sent.</p>
    </Modal>
  );
}
