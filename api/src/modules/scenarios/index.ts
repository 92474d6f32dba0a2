/** The scenarios module's public surface: other modules and the composition root import only this file. */
export { SAVED_LIST_SQL, ScenariosService, type HedgedPositions } from './scenarios.service';
export { ScenariosResolver } from './scenarios.resolver';
export { scenariosRouter } from './scenarios.rest';
export { describeShocks } from './scenarios.service';
export { presentComparison, presentRun, type PresentedRun } from './scenarios.present';
