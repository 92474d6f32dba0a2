import 'reflect-metadata';
import { REQUEST_REPORT } from '@keafx/schema';
import { parsed } from './http/command';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './database/database';
import { createLocalEvents } from './events';
import { AppError } from './errors';
import { systemClock, type Clock } from './clock';
import { createLogger, type Logger } from './logger';
import { createServices } from './services';

export const REPORT_CLI_USAGE = `Usage: npm run report -- --email OWNER_EMAIL --template TEMPLATE --from YYYY-MM-DD --to YYYY-MM-DD --format pdf|csv --out FILE [--sections a,b]
  TEMPLATE: exposure-summary, overdue-summary, currency-breakdown, payment-trends, custom-report
  --sections (custom-report only): invoices, exposure, overdue, scenarios`;

export interface CliResult {
  code: number;
  message: string;
}

/**
 * Runs one report for an owner with the worker's job code (a report job row, the same export
 * and audit path), writes it to --out, and closes everything it opened.
 */
export async function runReportCli(argv: string[], config: Config, clock: Clock, log: Logger): Promise<CliResult> {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        template: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        sections: { type: 'string' },
      },
    }).values as Record<string, string | undefined>;
  } catch (error) {
    return { code: 2, message: `${error instanceof Error ? error.message : String(error)}\n${REPORT_CLI_USAGE}` };
  }
  const missing = ['email', 'template', 'from', 'to', 'format', 'out'].filter((k) => !values[k]);
  if (missing.length) return { code: 2, message: `Missing ${missing.map((k) => `--${k}`).join(', ')}\n${REPORT_CLI_USAGE}` };
  const db = await openDatabase(config, log);
  const services = createServices({ ds: db.ds, dbUrl: db.url, config, clock, events: createLocalEvents(), log });
  // Send-only: report.completed becomes a delivery queued here and sent by the api's or a worker's queue.
  await services.webhookQueue.start(false);
  try {
    const user = await services.auth.userByEmail(values.email ?? '');
    if (!user) return { code: 1, message: `No Kea FX user has the e-mail ${values.email}` };
    const { job, file } = await services.reportJobs.runForCli(
      user.id,
      { id: user.id, label: `${user.email} (report CLI)` },
      parsed(
        REQUEST_REPORT.rest,
        { template: values.template, format: values.format, from: values.from, to: values.to, sections: values.sections },
        undefined,
      ),
    );
    writeFileSync(values.out ?? '', file.body);
    return { code: 0, message: `Wrote ${file.fileName} (${file.body.length} bytes, report job ${job.id}) to ${values.out}` };
  } catch (error) {
    if (error instanceof AppError) return { code: 1, message: error.message };
    throw error;
  } finally {
    await services.webhooks.idle();
    await services.webhookQueue.stop();
    await services.pdf.close();
    await db.close();
  }
}

/** `npm run report -- ...`: one report for automation, made by the same job code as the worker. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const result = await runReportCli(process.argv.slice(2), config, systemClock(config.businessTimeZone), log);
  (result.code === 0 ? process.stdout : process.stderr).write(`${result.message}\n`);
  process.exit(result.code);
}

// Run as a program (npm run report); imported by tests, it only exports runReportCli.
if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `The report failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
    );
    process.exit(1);
  });
}
