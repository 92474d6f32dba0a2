import type { ChildProcess } from 'node:child_process';
import type { BenchRow } from '../lib';
import { apiKeysSuite } from './apikeys';
import { exposureSuite } from './exposure';
import { gstReturnSuite } from './gst-return';
import { hardeningSuite } from './hardening';
import { hedgesSuite } from './hedges';
import { importsSuite } from './imports';
import { invoicesSuite } from './invoices';
import { lighthouseSuite } from './lighthouse';
import { reportsSuite } from './reports';
import { scaleSuite } from './scale';
import { webSuite } from './web';
import { webhooksSuite } from './webhooks';

export interface BenchContext {
  root: string;
  /** The throwaway database the api under test uses. */
  dbUrl: string;
  /** Base URL of the api under test (a separate process running api/dist). */
  readonly base: string;
  /** Restarts the api under test with extra environment. */
  restartApi(env?: Record<string, string>): Promise<void>;
  /** Starts another api process on the same database (for multi-process figures). */
  startExtraApi(env?: Record<string, string>): Promise<{ base: string; child: ChildProcess }>;
  stopExtraApi(child: ChildProcess): Promise<void>;
}

export interface BenchSuite {
  name: string;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}

/** Every suite, in the order `npm run bench` runs them; `npm run bench -- invoices` runs one. */
export const SUITES: BenchSuite[] = [
  invoicesSuite,
  reportsSuite,
  exposureSuite,
  hedgesSuite,
  webSuite,
  lighthouseSuite,
  hardeningSuite,
  scaleSuite,
  apiKeysSuite,
  webhooksSuite,
  importsSuite,
  gstReturnSuite,
];
