import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';

/** Hashed build output: a changed file gets a new name, so browsers may keep these for a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages: kept, but revalidated (a cheap 304) before every use, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
/** Other unhashed files (the icon, robots.txt): an hour, as before. */
const HOUR = 'public, max-age=3600';

/** The encodings the web build writes beside each text file (web/vite.config.mts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** JSON answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const NOT_BUILT = 'The web app has not been built yet. Run `npm run build` (npm start does this for you).';

/**
 * Compresses JSON answers (REST and GraphQL) of at least 1 kB with br or gzip, as the client
 * accepts. Only whole answers whose length is known: streamed exports, server-sent events and
 * WebSocket upgrades (which never reach express) stay as they are, and anything already
 * encoded (the precompressed web files) is never compressed twice.
 */
export function compressJson(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD,
    filter: (req, res) => {
      if (req.headers.upgrade || res.getHeader('Content-Encoding')) return false;
      const type = String(res.getHeader('Content-Type') ?? '');
      const json = /^application\/([\w.-]+\+)?json\b/i.test(type);
      return json && res.getHeader('Content-Length') !== undefined;
    },
  });
}

/**
 * Serves the built web app: hashed assets for a year, pages revalidated, each file in its
 * precompressed form (br, else gzip) when the browser accepts one, index.html for client-side
 * routes. Source maps and missing assets are 404s (a missing chunk must not come back as HTML).
 */
export function mountWeb(app: Express, webDist: string): void {
  const index = path.join(webDist, 'index.html');
  const twins = twinsOf();
  app.use('/assets', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.endsWith('.map')) return notFound(res);
    next();
  });
  app.use(precompressedFiles(webDist, twins));
  app.use(express.static(webDist, { index: false, setHeaders: cacheHeaders }));
  app.use('/assets', (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? notFound(res) : next()));
  app.get('/{*path}', (req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    res.set('Cache-Control', REVALIDATE);
    sendVariant(req, res, webDist, 'index.html', twins(index));
  });
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', REVALIDATE).send('Not found');
}

/** Cache-Control by kind: hashed assets immutable, pages revalidated, the rest an hour. */
function cacheHeaders(res: Response, file: string): void {
  const kind = file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : file.endsWith('.html') ? REVALIDATE : HOUR;
  res.set('Cache-Control', kind);
}

type Encoding = (typeof ENCODINGS)[number];

/**
 * The precompressed twins a file has, looked up once per path: the build output does not change
 * under a running server (a rebuild writes new hashed names; index.html keeps its twins).
 */
function twinsOf(): (file: string) => Encoding[] {
  const known = new Map<string, Encoding[]>();
  return (file) => {
    let found = known.get(file);
    if (!found) {
      found = ENCODINGS.filter((e) => isFile(file + e.suffix));
      known.set(file, found);
    }
    return found;
  };
}

/** Answers a GET or HEAD of a built file that has precompressed twins; anything else passes on. */
function precompressedFiles(webDist: string, twins: (file: string) => Encoding[]): RequestHandler {
  const root = path.resolve(webDist);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.endsWith('/')) return next();
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    // Only files inside the build, never ../ out of it.
    if (!file.startsWith(root + path.sep) || !isFile(file) || twins(file).length === 0) return next();
    cacheHeaders(res, file);
    sendVariant(req, res, root, path.relative(root, file), twins(file));
  };
}

/**
 * Sends `file` or its precompressed twin the client accepts, typed as the original. Vary goes
 * on every answer that has twins, so a shared cache keeps one copy per encoding.
 */
function sendVariant(req: Request, res: Response, root: string, file: string, twins: Encoding[]): void {
  let encoding: Encoding | undefined;
  if (twins.length) {
    res.vary('Accept-Encoding');
    encoding = preferredEncoding(req.headers['accept-encoding'], twins);
  }
  res.type(path.extname(file));
  if (encoding) res.set('Content-Encoding', encoding.name);
  // Relative to the build folder, so send judges dot segments inside it only, not in where it lives.
  res.sendFile(encoding ? file + encoding.suffix : file, { root }, (err) => {
    if (err && !res.headersSent) res.status(404).end();
  });
}

/**
 * The twin to send for an Accept-Encoding header: the highest q the browser gives, and on a tie
 * ours in order (br before gzip), since browsers list gzip first ("gzip, deflate, br, zstd").
 * Undefined means the file as it is: no header, or nothing acceptable ranks above identity.
 */
export function preferredEncoding<E extends { name: string }>(header: string | undefined, twins: readonly E[]): E | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (token) q.set(token, Number.isFinite(value) ? value : 0);
  }
  const quality = (name: string): number => q.get(name) ?? q.get('*') ?? 0;
  let best: E | undefined;
  for (const twin of twins) if (quality(twin.name) > (best ? quality(best.name) : 0)) best = twin;
  if (!best) return undefined;
  // identity is acceptable unless refused outright; a compressed twin wins only on a q at least as high.
  const identity = q.get('identity') ?? (q.get('*') === 0 ? 0 : undefined);
  return identity !== undefined && identity > quality(best.name) ? undefined : best;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
