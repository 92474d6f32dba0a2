import 'reflect-metadata';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { runReportCli } from './modules/reports';

/** `npm run report -- ...`: one report for automation, made by the same job code as the worker. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const result = await runReportCli(process.argv.slice(2), config, systemClock(config.businessTimeZone), log);
  (result.code === 0 ? process.stdout : process.stderr).write(`${result.message}\n`);
  process.exit(result.code);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `The report failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
});
