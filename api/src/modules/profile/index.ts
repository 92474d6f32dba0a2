/** The profile module's door for other modules: its services. */
export { ProfileService } from './profile.service';
export { AccountService } from './account.service';
