/** The apikeys module's edge, for the composition root: its resolver and router. */
export { ApiKeysResolver } from './apikeys.resolver';
export { apiKeysRouter } from './apikeys.rest';
