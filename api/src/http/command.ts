import { roleMayWrite, roleRefusal, type Command, type WriteAccess } from '@keafx/schema';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { ForbiddenError, UnsupportedMediaTypeError, ValidationError } from '../errors';

/** The typed command in `raw`, or a ValidationError naming every field that is wrong (400 over REST, BAD_USER_INPUT over GraphQL). */
export function parsed<T, C>(command: Command<T, C>, raw: unknown, context: C): T {
  const result = command.parse(raw, context);
  if (!result.ok) throw new ValidationError(result.errors);
  return result.value;
}

/**
 * A service names the fields of its refusals by their keys (`dueDate`, as GraphQL spells them);
 * this edge names them as its command does (`due_date` over REST), in the field and in the sentence.
 * Only the command's own keys are renamed, so nothing else in a message changes.
 */
export function spelledAs<T, C>(command: Command<T, C>, e: ValidationError): ValidationError {
  const renames = command.keys.map((key, i) => [key, command.wireNames[i]!] as const).filter(([key, wire]) => key !== wire);
  if (!renames.length) return e;
  const spell = (text: string): string => renames.reduce((out, [key, wire]) => out.replace(new RegExp(`\\b${key}\\b`, 'g'), wire), text);
  return new ValidationError((e.extra.fields ?? []).map((f) => ({ field: spell(f.field), message: spell(f.message) })));
}

/** Where a route keeps the command its body is parsed with, for the OpenAPI document to print. */
export const DECLARED_BODY = Symbol('declared body');

/** Where a route keeps what it answers: a summary, the success status and the answer's shape. */
export const DECLARED_ANSWER = Symbol('declared answer');

export interface DeclaredAnswer {
  summary: string;
  /** 200 unless said. */
  status?: number;
  /** The answer's shape; the mapper that builds it is typed by it (`z.infer`), so the two cannot drift. */
  schema?: z.ZodType;
  /** A file rather than JSON: its media types (text/csv, application/pdf, application/zip, text/html). */
  media?: string[];
  /**
   * Error statuses the route's own rules give beyond those its shape implies (400 for input, 401 and
   * 429 behind a token, 403 for a write, 404 for a path id, 413 and 415 for a body): 409 where a
   * state or a cap refuses, 429 where a throttle of its own applies.
   */
  errors?: readonly (409 | 429)[];
  /** Headers the success answer carries: paging's X-Has-More and Link. */
  headers?: readonly ('X-Has-More' | 'Link')[];
  /** The values a path parameter takes, printed as its enum (`:format` is csv or pdf). */
  values?: Record<string, readonly string[]>;
  /**
   * A path parameter the document spells out as one path per value, where a templated segment
   * would be ambiguous beside another route (`/invoices/bulk/:action` against `/invoices/:id/send`).
   */
  expand?: { param: string; values: readonly string[] };
  /**
   * Who beyond the owner may make this change (issue 26): `accountant`, `personal` (every member,
   * for their own password and sessions), or `read` for a POST that changes nothing. Unsaid, a
   * write is the owner's alone; reads are open to every member.
   */
  access?: WriteAccess | 'read';
}

/** Where a route keeps the command its query string is parsed with. */
export const DECLARED_QUERY = Symbol('declared query');

/** Where a route that reads its body raw (a CSV file) says what it takes, for the document. */
export const DECLARED_RAW_BODY = Symbol('declared raw body');

export type DeclaredHandler = RequestHandler & {
  [DECLARED_BODY]?: Command<unknown, never>;
  [DECLARED_QUERY]?: Command<unknown, never>;
  [DECLARED_RAW_BODY]?: Record<string, { schema: Record<string, unknown> }>;
  [DECLARED_ANSWER]?: DeclaredAnswer;
};

/** A handler that reads its body raw, declaring the media types it takes (the document prints them). */
export function withRawBody(content: Record<string, { schema: Record<string, unknown> }>, handle: RequestHandler): DeclaredHandler {
  const handler: DeclaredHandler = (req, res, next) => handle(req, res, next);
  handler[DECLARED_RAW_BODY] = content;
  // A query command on the wrapped handler stays visible to the document.
  handler[DECLARED_QUERY] = (handle as DeclaredHandler)[DECLARED_QUERY];
  return handler;
}

/**
 * A route handler whose JSON body is parsed once, by `command`, before `handle` runs: `handle`
 * gets the typed command. The document at /openapi.json reads the same command off the route.
 */
export function withBody<T, C = void, P = void>(
  command: Command<T, C>,
  handle: (req: Request, res: Response, body: T, params: P) => Promise<void>,
  context?: (req: Request) => C,
  /** Parses the path (an id) before the body, so a bad id is named first; `handle` gets what it answers. */
  params?: (req: Request) => P,
): DeclaredHandler {
  const handler: DeclaredHandler = async (req, res) => {
    const path = params ? params(req) : (undefined as P);
    // A body came but no JSON parser read it: it was of another type.
    const type = req.get('content-type');
    if (req.body === undefined && type && !req.is('application/json') && hasBody(req))
      throw new UnsupportedMediaTypeError(type.split(';')[0]!.trim(), 'application/json');
    const body = parsed(command, req.body, context ? context(req) : (undefined as C));
    try {
      await handle(req, res, body, path);
    } catch (e) {
      throw e instanceof ValidationError ? spelledAs(command, e) : e;
    }
  };
  handler[DECLARED_BODY] = command as unknown as Command<unknown, never>;
  return handler;
}

/** Whether a request carries a body at all (body-parser's own test). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * A route handler whose query string is parsed once, by `command`, before `handle` runs; the
 * document at /openapi.json lists the command's fields as the route's query parameters.
 */
export function withQuery<T>(command: Command<T>, handle: (req: Request, res: Response, query: T) => Promise<void>): DeclaredHandler {
  const handler: DeclaredHandler = async (req, res) => {
    await handle(req, res, parsed(command, req.query, undefined));
  };
  handler[DECLARED_QUERY] = command as unknown as Command<unknown, never>;
  return handler;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Declares what `handler` answers, for /openapi.json (and for the test that holds real answers to
 * it), and holds a member of the business to their role: a change the route's `access` does not
 * open to it answers 403 with the role's sentence before anything is read or written.
 */
export function answers<H extends RequestHandler>(answer: DeclaredAnswer, handler: H): H {
  const guarded = ((req: Request, res: Response, next: (e?: unknown) => void) => {
    const role = req.user?.member?.role;
    if (role && !READ_METHODS.has(req.method) && answer.access !== 'read' && !roleMayWrite(role, answer.access ?? 'owner'))
      return next(new ForbiddenError(roleRefusal(role)));
    return handler(req, res, next);
  }) as unknown as H & { [DECLARED_ANSWER]?: DeclaredAnswer };
  // What the handler declared (its body, its query) stays visible to the document.
  Object.assign(guarded, handler);
  guarded[DECLARED_ANSWER] = answer;
  return guarded;
}
