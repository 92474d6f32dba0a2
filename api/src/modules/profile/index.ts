/** The profile module's public surface: other modules and the composition root import only this file. */
export { UserPreferencesEntity } from './profile.entity';
export { ProfileService } from './profile.service';
export { ProfileResolver } from './profile.resolver';
export { profileRouter } from './profile.rest';
