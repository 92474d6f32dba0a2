import DataLoader from 'dataloader';
import type { ServiceContext } from '../../request-context';
import type { InvoiceRecord } from './invoice-record';
import type { InvoicesService } from './invoices.service';

export function createInvoiceLoaders(invoices: InvoicesService, ctx: ServiceContext) {
  return {
    /** The caller's invoices by id; another owner's id loads as null. */
    invoices: new DataLoader<string, InvoiceRecord | null>((ids) => invoices.byIds(ctx.user.id, ctx.clock.today(), ids)),
  };
}
