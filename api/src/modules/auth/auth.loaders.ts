import DataLoader from 'dataloader';
import type { AuthService, UserRecord } from './auth.service';

export function createUserLoaders(auth: AuthService) {
  return {
    /** Users by id (owners, audit actors), one statement per batch. */
    users: new DataLoader<string, UserRecord | null>((ids) => auth.usersByIds(ids)),
  };
}
