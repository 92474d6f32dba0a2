/** The profile module's edge, for the composition root: resolvers and routers. */
export { ProfileResolver } from './profile.resolver';
export { profileRouter } from './profile.rest';
export { AccountResolver } from './account.resolver';
export { accountRouter } from './account.rest';
