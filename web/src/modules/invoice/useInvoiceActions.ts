import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { BusinessDetailsDocument, PayInvoiceDocument, SendInvoiceDocument, type PayInvoiceMutation } from '../../generated/graphql';
import { changeNotice, useDemoMode } from '../../layout/DemoMode';
import { EXPORTS } from '../report/download';
import { staleQueries } from '../../apollo/refetch';

/** What a payment at a given rate answers: the rate recorded and the realised gain (null without a booking rate). */
export type PaidAtRate = Pick<PayInvoiceMutation['payInvoice'], 'currency' | 'settlementRate' | 'realisedGainNzd'>;

export interface ActionMessage {
  kind: 'error' | 'success';
  text: string;
}

/** Send, Mark Paid and Export PDF for one invoice, with SPEC's failure texts (server detail preferred). */
export function useInvoiceActions() {
  const [send] = useMutation(SendInvoiceDocument, { refetchQueries: staleQueries('invoiceStatus') });
  const [pay] = useMutation(PayInvoiceDocument, { refetchQueries: staleQueries('invoiceStatus') });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const mode = useDemoMode();
  const client = useApolloClient();

  /**
   * Before an invoice PDF goes to a customer: names the business details it would lack and
   * asks whether to export anyway. True to go on. The demo keeps no business details.
   */
  const confirmBusinessDetails = useCallback(async (): Promise<boolean> => {
    if (mode.demo) return true;
    const { data } = await client.query({ query: BusinessDetailsDocument, fetchPolicy: 'network-only' });
    const missing = data?.businessDetails.missing ?? [];
    if (missing.length === 0) return true;
    return window.confirm(
      `This invoice PDF will not be a complete tax invoice: your business details lack ${missing.join(', ')}. Add them in Settings, Account. Export anyway?`,
    );
  }, [client, mode.demo]);

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
    send: (id: string, label: string) =>
      run(id, () => send({ variables: { id } }), changeNotice(mode, `${label} sent.`), 'Failed to update invoice'),
    pay: (id: string, label: string) =>
      run(id, () => pay({ variables: { id } }), changeNotice(mode, `${label} marked paid.`), 'Failed to update invoice'),
    /** Mark Paid at a rate the user gives (the bank's): the notice names the rate and the realised gain or loss. */
    payAtRate: (id: string, label: string, settlementRate: string, describe: (paid: PaidAtRate) => string) =>
      run(
        id,
        async () => {
          const { data } = await pay({ variables: { id, settlementRate } });
          return data ? changeNotice(mode, describe(data.payInvoice)) : undefined;
        },
        changeNotice(mode, `${label} marked paid.`),
        'Failed to update invoice',
      ),
    exportPdf: (id: string, label: string) =>
      run(
        id,
        async () => {
          if (!(await confirmBusinessDetails())) return `${label} not exported: add your business details in Settings, Account first.`;
          const { path, filename } = EXPORTS.invoicePdf(id);
          return mode.download(path, filename, `PDF of invoice ${label}`);
        },
        `${label} exported as PDF.`,
        `Error exporting invoice ${label}`,
      ),
  };
}
