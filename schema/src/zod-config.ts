import { config } from 'zod';

/**
 * Makes zod parse without compiling code at run time. Zod 4 builds each object schema's fast
 * parser with `new Function`, probing for eval first; under a CSP without 'unsafe-eval' that
 * probe is reported as a violation in the console even though zod catches it. Call this before
 * any schema is built: the web's entry does (web/src/zodConfig.ts); the api, under no such CSP,
 * keeps zod's compiled parsers.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
