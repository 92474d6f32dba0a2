import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { BusinessDetailsDocument, InvoiceTaxDocument, ReversePaymentDocument, SendInvoiceDocument } from '../../generated/graphql';
import { changeNotice, useDemoMode } from '../../layout/DemoMode';
import { EXPORTS } from '../report/download';
import { staleQueries } from '../../apollo/refetch';
import { useMayWrite } from '../../session/useBusinessRole';
import type { ActionOutcome } from '../../ui/UndoNotice';
import { useFormat } from '../preferences/useFormat';
import { gainWords } from './gainWords';
import type { PaidInvoice, PayTarget } from './MarkPaidDialog';
import type { SendCheck } from './SendCheckDialog';

/**
 * Send (asking first, through SendCheckDialog, when the invoice lacks taxable supply information),
 * Mark Paid (through MarkPaidDialog, with Undo) and Export PDF for one invoice, with SPEC's failure
 * texts (server detail preferred).
 */
export function useInvoiceActions() {
  const [send] = useMutation(SendInvoiceDocument, { refetchQueries: staleQueries('invoiceStatus') });
  const [reverse] = useMutation(ReversePaymentDocument, { refetchQueries: staleQueries('invoiceStatus') });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const [sendCheck, setSendCheck] = useState<SendCheck | null>(null);
  const fmt = useFormat();
  const mode = useDemoMode();
  const client = useApolloClient();
  // Reversing a payment and business details are the owner's: an accountant's Mark Paid says what it
  // did without Undo, and a member's PDF is not held up by details only the owner can add.
  const owner = useMayWrite('owner');

  /**
   * Before an invoice PDF goes to a customer: names the business details it would lack and
   * asks whether to export anyway. True to go on. The demo keeps no business details.
   */
  const confirmBusinessDetails = useCallback(async (): Promise<boolean> => {
    if (mode.demo || !owner) return true;
    const { data } = await client.query({ query: BusinessDetailsDocument, fetchPolicy: 'network-only' });
    const missing = data?.businessDetails.missing ?? [];
    if (missing.length === 0) return true;
    return window.confirm(
      `This invoice PDF will not be a complete tax invoice: your business details lack ${missing.join(', ')}. Add them in Settings, Account. Export anyway?`,
    );
  }, [client, mode.demo, owner]);

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

  const sendNow = useCallback(
    (id: string, label: string) =>
      run(id, () => send({ variables: { id } }), changeNotice(mode, `${label} sent.`), 'Failed to update invoice'),
    [run, send, mode],
  );

  /**
   * Send asks the api first what the invoice lacks as a tax invoice (the lists do not carry it):
   * none, it sends; some, the dialog lists them and waits for Send anyway or Cancel.
   */
  const askThenSend = useCallback(
    async (id: string, label: string) => {
      setMessage(null);
      let check: SendCheck;
      try {
        const { data } = await client.query({ query: InvoiceTaxDocument, variables: { id }, fetchPolicy: 'network-only' });
        check = { id, label, issues: data?.invoice.tsiIssues ?? [], customerId: data?.invoice.customerId ?? null };
      } catch (error) {
        console.error('Failed to update invoice', error);
        setMessage({ kind: 'error', text: serverMessage(error, 'Failed to update invoice') });
        return;
      }
      if (check.issues.length > 0) setSendCheck(check);
      else await sendNow(id, label);
    },
    [client, sendNow],
  );

  const startPay = useCallback((target: PayTarget) => {
    setMessage(null);
    setPaying(target);
  }, []);

  return {
    busy,
    message,
    clearMessage: () => setMessage(null),
    /** Send: straight away when the invoice is a complete tax invoice, else after the dialog's Send anyway. */
    send: askThenSend,
    /** The draft whose Send is waiting on the dialog (what it lacks), or null. */
    sendCheck,
    /** Send anyway: sends the invoice the dialog asked about. */
    confirmSend: () => {
      if (!sendCheck) return Promise.resolve();
      setSendCheck(null);
      return sendNow(sendCheck.id, sendCheck.label);
    },
    /** Cancel: sends nothing. */
    cancelSend: () => setSendCheck(null),
    /** The invoice whose Mark Paid dialog is open, or null. */
    paying,
    /** Mark Paid asks first: opens the dialog for this invoice. */
    startPay,
    closePay: () => setPaying(null),
    /** After the dialog recorded the payment: says what was recorded, with Undo (reversePayment). */
    paid: (p: PaidInvoice) => {
      setPaying(null);
      const text = changeNotice(mode, paidText(p, fmt));
      if (!owner) {
        setMessage({ kind: 'success', text });
        return;
      }
      setMessage({
        kind: 'success',
        text,
        focusUndo: true,
        undo: async () => {
          try {
            const { data } = await reverse({ variables: { id: p.id } });
            const status = data?.reversePayment.status.toLowerCase() ?? 'sent';
            return changeNotice(mode, `Payment of ${p.label} reversed: it is ${status} again.`);
          } catch (e) {
            throw new Error(serverMessage(e, `Failed to reverse the payment of ${p.label}`));
          }
        },
      });
    },
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

/** "Marked INV-0004 paid on 12/06/2026 at 1.6 NZD per USD: realised gain of NZD 72.03." */
function paidText(p: PaidInvoice, fmt: ReturnType<typeof useFormat>): string {
  const on = p.paidDate ? ` on ${fmt.date(p.paidDate)}` : '';
  const at = p.settlementRate ? ` at ${fmt.decimal(p.settlementRate)} NZD per ${p.currency}` : '';
  const gain =
    p.realisedGainNzd === null || p.realisedGainNzd === undefined
      ? 'no realised gain (never booked at a rate)'
      : `realised ${gainWords(p.realisedGainNzd, fmt)}`;
  return `Marked ${p.label} paid${on}${at}: ${gain}.`;
}
