/** The hedges module's door for other modules: its service, types, coverage presenter and GraphQL coverage type. */
export { HedgesService, type HedgeRecord, type OpenPosition } from './hedges.service';
export { presentCoverage, type PresentedCoverage } from './hedges.present';
export { HedgeCoverage } from './dto/hedge.type';
