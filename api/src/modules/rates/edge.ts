/** The rates module's edge, for the composition root: its resolver and router. */
export { RatesResolver } from './rates.resolver';
export { ratesRouter } from './rates.rest';
