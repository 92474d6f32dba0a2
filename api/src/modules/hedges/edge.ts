/** The hedges module's edge, for the composition root: its resolver and router. */
export { HedgesResolver } from './hedges.resolver';
export { hedgesRouter } from './hedges.rest';
