/** The exposure module's edge, for the composition root: resolvers (its own and Invoice's exposure fields), router, loaders. */
export { ExposureResolver } from './exposure.resolver';
export { InvoiceExposureResolver } from './invoice-exposure.resolver';
export { exposureRouter } from './exposure.rest';
export { createExposureLoaders } from './exposure.loaders';
