import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (still encoded). */
  raw: Buffer;
  /** The body decoded by its Content-Encoding, as a browser would. */
  decoded(): Buffer;
}

/**
 * One request over node:http, keeping the answer's bytes as sent: supertest decodes gzip on its
 * own, which would hide what the server actually put on the wire.
 */
export function rawRequest(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          decoded: () => (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw),
        });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
