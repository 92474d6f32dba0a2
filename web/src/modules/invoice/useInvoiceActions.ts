import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { PayInvoiceDocument, SendInvoiceDocument } from '../../generated/graphql';
import { changeNotice, useDemoMode } from '../../layout/DemoMode';
import { EXPORTS } from '../report/download';

/** Queries whose answers change when an invoice's status does. */
export const STATUS_DEPENDENT_QUERIES = ['InvoiceCounts', 'AuditEvents', 'Exposure', 'Invoice', 'InvoiceGroups', 'InvoiceGroupRows'];

export interface ActionMessage {
  kind: 'error' | 'success';
  text: string;
}

/** Send, Mark Paid and Export PDF for one invoice, with SPEC's failure texts (server detail preferred). */
export function useInvoiceActions() {
  const [send] = useMutation(SendInvoiceDocument, { refetchQueries: STATUS_DEPENDENT_QUERIES });
  const [pay] = useMutation(PayInvoiceDocument, { refetchQueries: STATUS_DEPENDENT_QUERIES });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const mode = useDemoMode();

  const run = useCallback(async (id: string, work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy((s) => new Set(s).add(id));
    setMessage(null);
    try {
      const notice = await work();
      setMessage({ kind: 'success', text: typeof notice === 'string' ? notice : done });
    } catch (error) {
      console.error(failed, error);
      setMessage({ kind: 'error', text: serverMessage(error, failed) });
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }, []);

  return {
    busy,
    message,
    clearMessage: () => setMessage(null),
    send: (id: string, label: string) => run(id, () => send({ variables: { id } }), changeNotice(mode, `${label} sent.`), 'Failed to update invoice'),
    pay: (id: string, label: string) => run(id, () => pay({ variables: { id } }), changeNotice(mode, `${label} marked paid.`), 'Failed to update invoice'),
    exportPdf: (id: string, label: string) => run(id, () => {
      const { path, filename } = EXPORTS.invoicePdf(id);
      return mode.download(path, filename, `PDF of invoice ${label}`);
    }, `${label} exported as PDF.`, `Error exporting invoice ${label}`),
  };
}
