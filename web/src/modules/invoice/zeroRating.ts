import {
  addDays,
  EXPORT_KINDS,
  EXPORT_WINDOW_DAYS,
  isIsoDate,
  RESIDENCY_EVIDENCE,
  type ExportKind,
  type GstTreatment,
  type ResidencyEvidence,
} from '@keafx/schema';

/**
 * What a zero-rated export rests on (issue 27 item 4), as the invoice form holds it: what was
 * exported, the day goods left New Zealand ('' for none yet) and the residency evidence held for
 * services beyond the customer's billing country. The api's tsiIssues (zero_rating_evidence) say
 * what is still missing; the form only records it.
 */
export interface ZeroRatingValues {
  exportKind: ExportKind;
  exportDate: string;
  residencyEvidence: readonly ResidencyEvidence[];
}

/** A new invoice's: services, no date, no evidence beyond the customer's country (the api's defaults). */
export const NO_ZERO_RATING: ZeroRatingValues = { exportKind: 'services', exportDate: '', residencyEvidence: [] };

/** The saved facts as the api answers them (`exportKind`, `exportDate`, `residencyEvidence`), for the form. */
export function zeroRatingFromSaved(saved: {
  exportKind: string;
  exportDate?: string | null;
  residencyEvidence: readonly string[];
}): ZeroRatingValues {
  return {
    exportKind: (EXPORT_KINDS as readonly string[]).includes(saved.exportKind) ? (saved.exportKind as ExportKind) : 'services',
    exportDate: saved.exportDate ?? '',
    residencyEvidence: RESIDENCY_EVIDENCE.filter((e) => saved.residencyEvidence.includes(e)),
  };
}

/** Whether any line is zero-rated (its treatment as chosen, or the default it follows): the export fieldset shows then. */
export const hasZeroRated = (treatments: readonly GstTreatment[]): boolean => treatments.includes('zero_rated');

/** The form's own check of the export date, when goods are exported: a real date or none. */
export function exportDateProblem(v: ZeroRatingValues): string | null {
  return v.exportKind === 'goods' && v.exportDate !== '' && !isIsoDate(v.exportDate)
    ? 'Date the goods left New Zealand must be a valid date, or blank'
    : null;
}

/**
 * A warning (not an error: the invoice may still be saved) when goods left New Zealand more than
 * EXPORT_WINDOW_DAYS days after the issue date, a draft's time of supply: they cannot be zero-rated.
 */
export function exportWindowWarning(v: ZeroRatingValues, issuedDate: string): string | null {
  if (v.exportKind !== 'goods' || !isIsoDate(v.exportDate) || !isIsoDate(issuedDate)) return null;
  return v.exportDate > addDays(issuedDate, EXPORT_WINDOW_DAYS)
    ? `More than ${EXPORT_WINDOW_DAYS} days after the issue date: goods that leave this late cannot be zero-rated.`
    : null;
}

/** What a create or change sends of the zero-rating facts (GraphQL's CreateInvoiceInput / UpdateInvoiceInput fields). */
export interface ZeroRatingInput {
  exportKind?: ExportKind;
  exportDate?: string | null;
  residencyEvidence?: ResidencyEvidence[];
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The zero-rating facts to send: none while no line is zero-rated (the fieldset is hidden, so
 * nothing there is the person's to change); otherwise what was exported and what the fieldset
 * shows for it: the export date for goods (blank sends null, clearing a saved one), the evidence
 * for services. Against a saved invoice (`saved`), only what differs from it.
 */
export function zeroRatingInput(v: ZeroRatingValues, treatments: readonly GstTreatment[], saved?: ZeroRatingValues): ZeroRatingInput {
  if (!hasZeroRated(treatments)) return {};
  const out: ZeroRatingInput = {};
  if (!saved || saved.exportKind !== v.exportKind) out.exportKind = v.exportKind;
  if (v.exportKind === 'goods') {
    const date = v.exportDate || null;
    if (!saved || (saved.exportDate || null) !== date) out.exportDate = date;
  } else if (!saved || !sameSet(saved.residencyEvidence, v.residencyEvidence)) out.residencyEvidence = [...v.residencyEvidence];
  return out;
}
