import { useMutation } from '@apollo/client/react';
import { WRITE_OFF_ERROR } from '@keafx/schema';
import {
  ArchiveInvoicesDocument,
  RestoreInvoicesDocument,
  UnarchiveInvoicesDocument,
  WriteOffInvoicesDocument,
} from '../../generated/graphql';
import type { UiInvoice } from './invoiceModel';
import { staleQueries } from '../../apollo/refetch';

export type BulkKind = 'archive' | 'unarchive' | 'writeOff' | 'restore';

/** The verb in SPEC's "Please select invoices to ..." alerts and in the buttons. */
export const BULK_VERB: Record<BulkKind, string> = {
  archive: 'archive',
  unarchive: 'unarchive',
  writeOff: 'write off',
  restore: 'restore',
};
const DONE: Record<BulkKind, string> = {
  archive: 'Archived',
  unarchive: 'Moved back to Active',
  writeOff: 'Wrote off',
  restore: 'Restored',
};

export const selectFirstMessage = (kind: BulkKind): string => `Please select invoices to ${BULK_VERB[kind]}`;

/** SPEC section 5's rule before asking the api: nothing selected, or a write-off of a non-overdue invoice. */
export function bulkProblem(kind: BulkKind, selected: readonly UiInvoice[]): string | null {
  if (selected.length === 0) return selectFirstMessage(kind);
  if (kind === 'writeOff' && selected.some((i) => i.status !== 'overdue')) return WRITE_OFF_ERROR;
  return null;
}

export function bulkDoneMessage(kind: BulkKind, n: number): string {
  return `${DONE[kind]} ${n.toLocaleString('en-NZ')} ${n === 1 ? 'invoice' : 'invoices'}.`;
}

/** Archive, unarchive, write off and restore on the api, refreshing the lists and counts they move between. */
export function useBulkActions() {
  const opts = { refetchQueries: staleQueries('invoiceSet') };
  const [archive] = useMutation(ArchiveInvoicesDocument, opts);
  const [unarchive] = useMutation(UnarchiveInvoicesDocument, opts);
  const [writeOff] = useMutation(WriteOffInvoicesDocument, opts);
  const [restore] = useMutation(RestoreInvoicesDocument, opts);
  const run = { archive, unarchive, writeOff, restore };
  return (kind: BulkKind, ids: string[]) => run[kind]({ variables: { ids } });
}
