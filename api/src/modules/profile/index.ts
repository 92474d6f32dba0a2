/** The profile module's public surface: other modules and the composition root import only this file. */
export { UserPreferencesEntity } from './profile.entity';
export { ProfileService } from './profile.service';
export { ProfileResolver } from './profile.resolver';
export { profileRouter } from './profile.rest';
export { ContactMessageEntity } from './account.entity';
export { UserProfileEntity } from './account.entity';
export { AccountResolver } from './account.resolver';
export { accountRouter } from './account.rest';
export { AccountService } from './account.service';
