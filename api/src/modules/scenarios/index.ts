/** The scenarios module's door for other modules: its service, presenters and the saved-list SQL reports read. */
export { SAVED_LIST_SQL, ScenariosService, describeShocks, type HedgedPositions } from './scenarios.service';
export { presentComparison, presentRun, type PresentedRun } from './scenarios.present';
export { parseCompareIds, parseScenarioId, type ScenarioId } from './scenario-params';
