/**
 * The commands the demo's writes parse with (zod underneath), in a chunk of their own: the demo
 * dashboard's first load reads but never writes through them, so it need not fetch or build them.
 */
export { REMINDER_SETTINGS, RUN_SCENARIOS, validateInvoiceInput, validatePreferencesPatch } from '@keafx/schema';
