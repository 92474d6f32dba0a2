import { Initial1763800000000 } from './1763800000000-initial';

/** Every migration, oldest first. Start-up runs the pending ones. */
export const migrations = [Initial1763800000000];
