import { isoDateInZone } from '@keafx/schema';

/** Where the api learns the time; tests inject a fixed one so dates never drift. */
export interface Clock {
  now(): Date;
  /** Today's business date (YYYY-MM-DD) in the configured zone. */
  today(): string;
}

export function systemClock(timeZone: string): Clock {
  return { now: () => new Date(), today: () => isoDateInZone(new Date(), timeZone) };
}

export function fixedClock(at: Date, timeZone = 'UTC'): Clock {
  return { now: () => new Date(at), today: () => isoDateInZone(at, timeZone) };
}
