/** The invoices module's edge, for the composition root: its resolver, router and loaders. */
export { InvoicesResolver } from './invoices.resolver';
export { invoicesRouter } from './invoices.rest';
export { createInvoiceLoaders } from './invoices.loaders';
export { creditNotesRouter } from './credit-notes.rest';
export { CreditNotesResolver, InvoiceCreditNotesResolver } from './credit-notes.resolver';
