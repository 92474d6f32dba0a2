import type { ServiceContext } from '../request-context';
import type { Services } from '../services';
import { createAuditLoaders } from '../modules/audit/edge';
import { createUserLoaders } from '../modules/auth/edge';
import { createExposureLoaders } from '../modules/exposure/edge';
import { createInvoiceLoaders } from '../modules/invoices/edge';

/** One bag of DataLoaders per request: every relation a field resolver follows goes through one. */
export type Loaders = ReturnType<typeof createUserLoaders> &
  ReturnType<typeof createInvoiceLoaders> &
  ReturnType<typeof createAuditLoaders> &
  ReturnType<typeof createExposureLoaders>;

export function createLoaders(services: Services, ctx: ServiceContext): Loaders {
  return {
    ...createUserLoaders(services.auth),
    ...createInvoiceLoaders(services.invoices, ctx, services.creditNotes),
    ...createAuditLoaders(services.audit, ctx),
    ...createExposureLoaders(services.exposure, services.rates, ctx),
  };
}
