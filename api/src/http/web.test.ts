import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { rawRequest } from '../../test/raw-http';
import { IMMUTABLE, mountWeb, preferredEncoding, REVALIDATE } from './web';

/** A build folder as `npm run build -w web` leaves it: hashed assets with .br/.gz twins, a map, media, public files. */
function fakeBuild(): { dir: string; js: string; html: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'keafx-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const html = `<!doctype html><title>Kea FX</title><div id="root"></div>${' '.repeat(400)}`;
  const js = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  const withTwins = (file: string, body: string): void => {
    writeFileSync(path.join(dir, file), body);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  };
  withTwins('index.html', html);
  withTwins('assets/index-Ab12Cd34.js', js);
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(dir, 'assets/hero-Ef56Gh78.mp4'), Buffer.alloc(4096, 7));
  // The real robots.txt, as the build copies it from web/public.
  writeFileSync(path.join(dir, 'robots.txt'), readFileSync(path.join(__dirname, '../../../web/public/robots.txt')));
  return { dir, js, html };
}

describe('serving the built web app', () => {
  let server: Server;
  let base: string;
  let build: ReturnType<typeof fakeBuild>;
  beforeAll(async () => {
    build = fakeBuild();
    const app = express();
    mountWeb(app, build.dir);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const JS = '/assets/index-Ab12Cd34.js';

  it('sends the brotli twin to a browser that takes br, typed and cached as the original', async () => {
    const res = await rawRequest(base, JS, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.raw.length).toBeLessThan(build.js.length);
    expect(res.decoded().toString()).toBe(build.js);
  });

  it('sends gzip where br is refused or unknown, and the plain file when nothing is accepted', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await rawRequest(base, JS, { headers: { 'accept-encoding': accept } });
      expect([accept, res.headers['content-encoding'], res.decoded().toString()]).toEqual([accept, 'gzip', build.js]);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await rawRequest(base, JS, { headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.raw.toString()).toBe(build.js);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('answers a repeat visit with 304 for the same encoding (each twin has its own ETag)', async () => {
    const br = await rawRequest(base, JS, { headers: { 'accept-encoding': 'br' } });
    const gz = await rawRequest(base, JS, { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await rawRequest(base, JS, { headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('sends index.html, compressed and revalidated, for client routes', async () => {
    for (const route of ['/', '/login', '/demo/dashboard', '/invoices/edit/12']) {
      const res = await rawRequest(base, route, { headers: { 'accept-encoding': 'br, gzip' } });
      expect([route, res.status, res.headers['content-type'], res.headers['content-encoding']]).toEqual([
        route,
        200,
        'text/html; charset=utf-8',
        'br',
      ]);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.decoded().toString()).toBe(build.html);
    }
    const file = await rawRequest(base, '/index.html', { headers: { 'accept-encoding': 'gzip' } });
    expect([file.headers['content-encoding'], file.headers['cache-control']]).toEqual(['gzip', REVALIDATE]);
  });

  it('refuses source maps and missing assets with 404, never the app page', async () => {
    for (const p of [`${JS}.map`, '/assets/gone-00000000.js', '/assets/gone-00000000.js.map', '/assets/']) {
      const res = await rawRequest(base, p, { headers: { 'accept-encoding': 'br' } });
      expect([p, res.status, res.headers['content-type']]).toEqual([p, 404, 'text/plain; charset=utf-8']);
      expect(res.raw.toString()).not.toContain('sources');
    }
  });

  it('serves robots.txt as text: the landing page open, the console and the api closed', async () => {
    const res = await rawRequest(base, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.raw.toString().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /graphql', 'Disallow: /me/']),
    );
    expect(lines).not.toContain('Disallow: /');
  });

  it('serves hashed media for a year, as it is (no encoding), with byte ranges for video', async () => {
    const res = await rawRequest(base, '/assets/hero-Ef56Gh78.mp4', { headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.raw.length).toBe(100);
  });

  it('never serves a file from outside the build', async () => {
    for (const p of ['/assets/..%2f..%2f..%2fetc%2fpasswd', '/..%2findex.html.br', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await rawRequest(base, p);
      // Either refused, or (outside /assets) the app's own page for an unknown route.
      const body = res.raw.toString();
      expect([p, res.status === 200 ? body : 'refused']).toEqual([p, res.status === 200 ? build.html : 'refused']);
      expect([400, 403, 404, 200]).toContain(res.status);
      expect(body).not.toMatch(/root:/);
    }
  });
});

describe('preferredEncoding', () => {
  const twins = [{ name: 'br' }, { name: 'gzip' }];
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['deflate', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['identity;q=1, br;q=0.5', undefined],
    ['', undefined],
  ])('%j chooses %s', (header, chosen) => {
    expect(preferredEncoding(header, twins)?.name).toBe(chosen);
  });
});
