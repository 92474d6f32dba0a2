import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printAppSchema } from './schema';

/** Writes schema/schema.graphql, or with --check fails when the committed file has drifted. */
const target = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');
const sdl = printAppSchema();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    committed = '';
  }
  if (committed !== sdl) {
    process.stderr.write('schema/schema.graphql is out of date with the api. Run `npm run schema:emit` and commit the result.\n');
    process.exit(1);
  }
  process.stdout.write('schema/schema.graphql matches the api.\n');
} else {
  writeFileSync(target, sdl);
  process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
}
