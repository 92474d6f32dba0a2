/**
 * Money actions that ask first and can be taken back (issue 26 item 4): the dates a payment or a
 * contract's settlement may carry, and how long a recorded one may be reversed. The api's
 * commands and services and the web's dialogs all read these, so a date the dialog accepts is
 * one the api takes.
 */

/** A payment, settlement or cancellation may be reversed for this many days after it was recorded. */
export const REVERSAL_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;

/** Until when an action recorded at `recordedAt` may be reversed (null: it never may, e.g. an imported payment). */
export function reversibleUntil(recordedAt: Date | string | null | undefined): Date | null {
  if (recordedAt === null || recordedAt === undefined) return null;
  const at = typeof recordedAt === 'string' ? new Date(recordedAt) : recordedAt;
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime() + REVERSAL_WINDOW_DAYS * DAY_MS);
}

/** Whether an action recorded at `recordedAt` may still be reversed at `now`. */
export function isReversible(recordedAt: Date | string | null | undefined, now: Date): boolean {
  const until = reversibleUntil(recordedAt);
  return until !== null && now.getTime() <= until.getTime();
}

/**
 * Why a payment or settlement dated `date` cannot be recorded, or null: not after `today`, and not
 * before `floor` (the invoice's issue date, the contract's trade date), which `floor.what` names
 * ("the invoice's issue date"). `said` names the field as the reader sees it; `show` writes a date
 * as they read dates (a screen: the owner's date format; the api: YYYY-MM-DD).
 */
export function settlementDateProblem(
  date: string,
  today: string,
  said: string,
  floor?: { date: string; what: string },
  show: (iso: string) => string = (iso) => iso,
): string | null {
  if (date > today) return `${said} cannot be in the future (today is ${show(today)})`;
  if (floor && date < floor.date) return `${said} cannot be before ${floor.what} (${show(floor.date)})`;
  return null;
}
