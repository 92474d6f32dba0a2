/** A small structured logger: one JSON line per event on stderr, filtered by level. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stderr.write(l)): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      if (ORDER[at] < ORDER[level]) return;
      const extra = fields
        ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { message: v.message, stack: v.stack } : v]))
        : {};
      write(`${JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...extra })}\n`);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
