import DataLoader from 'dataloader';
import type { ServiceContext } from '../../request-context';
import type { CreditNoteRecord, CreditNotesService } from './credit-notes';
import type { InvoiceTax } from './invoice-lines';
import type { InvoiceRecord } from './invoice-record';
import type { InvoicesService } from './invoices.service';

export function createInvoiceLoaders(invoices: InvoicesService, ctx: ServiceContext, creditNotes: CreditNotesService) {
  return {
    /** The caller's invoices by id; another owner's id loads as null. */
    invoices: new DataLoader<string, InvoiceRecord | null>((ids) => invoices.byIds(ctx.user.id, ctx.clock.today(), ids)),
    /** The lines and TSI issues of the invoices a query answers, read together. */
    /** The credit notes of the invoices a query answers, read together. */
    invoiceCreditNotes: new DataLoader<string, CreditNoteRecord[]>((ids) => creditNotes.ofInvoiceIds(ctx.user.id, ids)),
    invoiceTaxes: new DataLoader<InvoiceRecord, InvoiceTax, string>((list) => invoices.taxOf(ctx, list), { cacheKeyFn: (i) => i.id }),
  };
}
