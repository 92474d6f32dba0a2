import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What a form calls each field: the server's messages name fields as GraphQL spells them ("nzdPerUnit"). */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * A server message in the form's words: each field name it mentions ("nzdPerUnit must be
 * positive") becomes the label the person sees ("NZD per 1 USD must be positive").
 */
export function inWords(message: string, labels?: FieldLabels): string {
  if (!labels) return message;
  return Object.entries(labels).reduce((text, [name, label]) => text.replace(new RegExp(`\\b${name}\\b`, 'g'), label), message);
}

/** The server's own message for a failed call (SPEC: prefer the server's detail), else `fallback`; fields named by `labels`. */
export function serverMessage(error: unknown, fallback: string, labels?: FieldLabels): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    if (message && error.errors[0]?.extensions?.code !== 'INTERNAL_SERVER_ERROR') return inWords(message, labels);
    return fallback;
  }
  if (error instanceof Error && (error as { userFacing?: unknown }).userFacing === true) return error.message;
  if (error instanceof Error && 'detail' in error && typeof error.detail === 'string') return error.detail;
  return fallback;
}

/** Field messages from a BAD_USER_INPUT error, keyed by field name; fields named in them by `labels`. */
export function fieldErrors(error: unknown, labels?: FieldLabels): Record<string, string> {
  const out: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return out;
  for (const e of error.errors) {
    const ext = e.extensions as { field?: unknown; fields?: unknown } | undefined;
    if (typeof ext?.field === 'string') out[ext.field] ??= inWords(e.message, labels);
    if (Array.isArray(ext?.fields)) {
      for (const f of ext.fields as { field?: unknown; message?: unknown }[]) {
        if (typeof f.field === 'string' && typeof f.message === 'string') out[f.field] ??= inWords(f.message, labels);
      }
    }
  }
  return out;
}
