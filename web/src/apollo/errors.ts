import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's own message for a failed call (SPEC: prefer the server's detail), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    if (message && error.errors[0]?.extensions?.code !== 'INTERNAL_SERVER_ERROR') return message;
    return fallback;
  }
  if (error instanceof Error && (error as { userFacing?: unknown }).userFacing === true) return error.message;
  if (error instanceof Error && 'detail' in error && typeof error.detail === 'string') return error.detail;
  return fallback;
}

/** Field messages from a BAD_USER_INPUT error, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return out;
  for (const e of error.errors) {
    const ext = e.extensions as { field?: unknown; fields?: unknown } | undefined;
    if (typeof ext?.field === 'string') out[ext.field] ??= e.message;
    if (Array.isArray(ext?.fields)) {
      for (const f of ext.fields as { field?: unknown; message?: unknown }[]) {
        if (typeof f.field === 'string' && typeof f.message === 'string') out[f.field] ??= f.message;
      }
    }
  }
  return out;
}
