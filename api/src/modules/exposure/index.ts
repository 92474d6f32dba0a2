/** The exposure module's public surface: other modules and the composition root import only this file. */
export { ExposureService, type ExposureSummary } from './exposure.service';
export { EXPOSURE_AGING_SQL, EXPOSURE_BY_COUNTERPARTY_SQL, EXPOSURE_BY_CURRENCY_SQL, NAIVE_EXPOSURE_SQL } from './exposure.sql';
export { nzd, num } from './exposure.present';
export { ExposureResolver } from './exposure.resolver';
export { InvoiceExposureResolver } from './invoice-exposure.resolver';
export { exposureRouter, type HedgedAmounts } from './exposure.rest';
export { createExposureLoaders } from './exposure.loaders';
export { COUNTED, exposureSyncSql, fxSql } from './exposure.ddl';
