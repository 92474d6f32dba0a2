/** The apikeys module's door for other modules: its service and types. Resolvers and routers are in edge.ts. */
export { ApiKeysService, type ApiKeyRecord, type KeyCheck } from './apikeys.service';
