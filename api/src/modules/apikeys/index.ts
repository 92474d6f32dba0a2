/** The apikeys module's public surface: other modules and the composition root import only this file. */
export { ApiKeysService, type ApiKeyRecord, type KeyCheck } from './apikeys.service';
export { ApiKeysResolver } from './apikeys.resolver';
export { apiKeysRouter } from './apikeys.rest';
