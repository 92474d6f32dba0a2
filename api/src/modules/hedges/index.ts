/** The hedges module's public surface: other modules and the composition root import only this file. */
export { HedgesService, type HedgeRecord, type OpenPosition } from './hedges.service';
export { HedgesResolver } from './hedges.resolver';
export { hedgesRouter } from './hedges.rest';
export { hedgeTotalsSql } from './hedges.ddl';
