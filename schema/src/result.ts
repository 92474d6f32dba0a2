/**
 * What every check in the product answers. Two shapes, one per kind of check:
 * - `Checked<T>`: one value checked alone (a text, an amount, a rate): the value, or one sentence.
 * - `Result<T>`: a whole input checked (a body, a form, an import row): the value, or every
 *   field's error at once, each a `FieldError`.
 */

/** One thing wrong with an input: the field as the caller spells it, and one readable sentence. */
export interface FieldError {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };
