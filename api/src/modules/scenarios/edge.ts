/** The scenarios module's edge, for the composition root: its resolver and router. */
export { ScenariosResolver } from './scenarios.resolver';
export { scenariosRouter } from './scenarios.rest';
