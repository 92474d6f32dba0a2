/**
 * New Zealand's tax and business identifiers, checked as their issuers publish: an IRD number
 * (which is also the GST number) by Inland Revenue's mod-11 check digit, an NZBN by GS1's mod-10
 * check digit (it is a GS1 Global Location Number). Each answers what is wrong in one sentence
 * naming the field, or null.
 */

/** IR's own example in its published specification, used in the messages. */
const IRD_EXAMPLE = '49-091-850';
/** The IRD numbers IR issues lie in this range (a valid check digit outside it is still no IRD number). */
const IRD_MIN = 10_000_000;
const IRD_MAX = 150_000_000;
/** IR's weights for the eight base digits; the secondary set is used when the primary gives a check digit of 10. */
const IRD_PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const IRD_SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

/** The digits of an IRD number as people write it (dashes and spaces dropped), or null when it is not 8 or 9 digits. */
function irdDigits(text: string): string | null {
  const digits = text.replace(/[- ]/g, '');
  return /^\d{8,9}$/.test(digits) ? digits : null;
}

/** IR's check digit for eight base digits under one set of weights: 0 to 9, or 10 (try the other weights). */
function irdCheckDigit(base: readonly number[], weights: readonly number[]): number {
  const remainder = base.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/**
 * An IRD number as IR writes it: dashes between groups of three from the right (49-091-850,
 * 136-410-132). Text that is not 8 or 9 digits comes back as given.
 */
export function formatIrdNumber(text: string): string {
  const digits = irdDigits(text);
  return digits ? `${digits.slice(0, -6)}-${digits.slice(-6, -3)}-${digits.slice(-3)}` : text;
}

/**
 * What is wrong with an IRD (GST) number, or null when IR would accept it. Inland Revenue's rule:
 * dashes and spaces dropped, 8 or 9 digits (8 read with a leading 0); between 10-000-000 and
 * 150-000-000; the first eight digits weighted 3, 2, 7, 6, 5, 4, 3, 2 and summed, the remainder
 * mod 11 gives the check digit (0 when the remainder is 0, else 11 minus it); when that is 10 the
 * weights 7, 4, 3, 2, 5, 2, 7, 6 are used instead, and a second 10 means no valid number; the
 * check digit must be the ninth digit.
 */
export function irdNumberProblem(text: string, label = 'GST number'): string | null {
  const digits = irdDigits(text);
  if (!digits) return `${label} must be 8 or 9 digits, such as ${IRD_EXAMPLE}`;
  const shown = formatIrdNumber(digits);
  const nine = digits.padStart(9, '0');
  const value = Number(nine);
  if (value < IRD_MIN || value > IRD_MAX)
    return `${label} ${shown} is not an IRD number: it must be between ${formatIrdNumber(String(IRD_MIN))} and ${formatIrdNumber(String(IRD_MAX))}`;
  const base = [...nine.slice(0, 8)].map(Number);
  let check = irdCheckDigit(base, IRD_PRIMARY_WEIGHTS);
  if (check === 10) check = irdCheckDigit(base, IRD_SECONDARY_WEIGHTS);
  if (check !== Number(nine[8])) return `${label} ${shown} fails IRD's check digit: check it for a mistyped or swapped digit`;
  return null;
}

/** An NZBN as people write it: 13 digits, spaces allowed between them; its digits only. */
export function normalNzbn(text: string): string {
  return text.replace(/ +/g, '');
}

/**
 * What is wrong with an NZBN, or null when it holds: 13 digits (spaces between them dropped) whose
 * last is GS1's check digit: the twelve data digits weighted 3, 1, 3, 1, ... from the rightmost,
 * summed, and the check digit is (10 − sum mod 10) mod 10.
 */
export function nzbnProblem(text: string, label = 'NZBN'): string | null {
  const digits = normalNzbn(text);
  if (!/^\d{13}$/.test(digits)) return `${label} must be 13 digits, as the NZBN Register shows it`;
  const data = [...digits.slice(0, 12)].map(Number);
  const sum = data.reduce((total, d, i) => total + d * ((11 - i) % 2 === 0 ? 3 : 1), 0);
  if ((10 - (sum % 10)) % 10 !== Number(digits[12]))
    return `${label} ${digits} fails the GS1 check digit: check it for a mistyped or swapped digit`;
  return null;
}
