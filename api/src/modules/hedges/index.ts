/** The hedges module's public surface: other modules and the composition root import only this file. */
export { HEDGE_LIST_SQL, HedgesService, OPEN_POSITIONS_SQL, type HedgeRecord, type OpenPosition } from './hedges.service';
export { HedgesResolver } from './hedges.resolver';
export { presentCoverage, type PresentedCoverage } from './hedges.present';
export { HedgeCoverage } from './dto/hedge.type';
export { hedgesRouter } from './hedges.rest';
export { hedgeTotalsSql } from './hedges.ddl';
