import { Initial1763800000000 } from './1763800000000-initial';
import { BuiltInRates1763850000000 } from './1763850000000-built-in-rates';

/** Every migration, oldest first. Start-up runs the pending ones. */
export const migrations = [Initial1763800000000, BuiltInRates1763850000000];
