import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { parse, print, visit } from 'graphql';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';

/** Where `npm run dev` finds the api (scripts/dev.mjs starts it there). */
const API = process.env.KEAFX_API_URL ?? 'http://127.0.0.1:8001';

/** The api's paths: GraphQL (with its WebSocket), auth, /me, health and the export downloads. */
const apiPaths = ['/graphql', '/auth', '/me', '/healthz', '^/invoices/(export/|\\d+/export/)'];

/** Text the server sends precompressed; media (mp4, webm, jpg) is compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a file fits in one packet either way. */
const MIN_BYTES = 256;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat();
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) twin beside every built text file, once at build
 * time, so the server (api/src/http/web.ts) sends the smallest encoding the browser accepts
 * without compressing per request. A twin is kept only when it is smaller than the file.
 */
function precompress(): Plugin {
  let outDir = '';
  const encoders = [
    { suffix: '.br', encode: (b: Buffer) => promisify(brotliCompress)(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) },
    { suffix: '.gz', encode: (b: Buffer) => promisify(gzip)(b, { level: 9 }) },
  ];
  return {
    name: 'keafx-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are both written.
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const body = await readFile(file);
          for (const { suffix, encode } of encoders) {
            const packed = await encode(body);
            if (packed.length < body.length) await writeFile(file + suffix, packed);
          }
        }),
      );
    },
  };
}

/**
 * `import sdl from '.../schema.graphql?sdl'`: the api's SDL as a string without its descriptions,
 * for the demo, which executes the schema in the browser. Descriptions are two thirds of the SDL's
 * bytes and execution never reads them; fewer bytes to fetch and to parse on a phone.
 */
function sdlWithoutDescriptions(): Plugin {
  return {
    name: 'keafx-sdl',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('.graphql?sdl')) return null;
      const file = id.slice(0, -'?sdl'.length);
      this.addWatchFile(file);
      const doc = parse(await readFile(file, 'utf8'), { noLocation: true });
      const bare = visit(doc, {
        enter: (node) => ('description' in node && node.description ? { ...node, description: undefined } : undefined),
      });
      return `export default ${JSON.stringify(print(bare))};`;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), sdlWithoutDescriptions(), precompress()],
  // Read @keafx/schema from its TypeScript source: one copy of the rules, no build step.
  resolve: { conditions: ['keafx-source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: API, changeOrigin: false, ws: p === '/graphql' }])),
  },
  // Source maps stay on disk for error reports but are not referenced from the bundles (the server refuses *.map).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden', chunkSizeWarningLimit: 600 },
});
