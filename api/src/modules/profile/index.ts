/** The profile module's public surface: other modules and the composition root import only this file. */
export { ProfileService } from './profile.service';
export { ProfileResolver } from './profile.resolver';
export { profileRouter } from './profile.rest';
export { AccountResolver } from './account.resolver';
export { accountRouter } from './account.rest';
export { AccountService } from './account.service';
