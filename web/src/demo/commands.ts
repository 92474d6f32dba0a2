/**
 * The commands the demo's writes parse with (zod underneath), in a chunk of their own: the demo
 * dashboard's first load reads but never writes through them, so it need not fetch or build them.
 * The hedge book (./hedges, loaded with the Hedges screen) parses its arguments with the api's too.
 */
export {
  CHANGE_HEDGE,
  CREATE_HEDGE,
  CREATE_INVOICE,
  HEDGE_LIST_QUERY,
  HEDGE_PAGE_QUERY,
  REMINDER_SETTINGS,
  RUN_SCENARIOS,
  SET_HEDGE_POLICY,
  newInvoice,
  SETTLEMENT,
  validatePreferencesPatch,
} from '@keafx/schema';
