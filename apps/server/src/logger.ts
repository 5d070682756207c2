// A small leveled logger; one line per event, to stdout/stderr.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel): Logger {
  const enabled = (l: LogLevel) => order[l] >= order[level];
  const write = (l: Exclude<LogLevel, 'silent'>, message: string, extra?: unknown) => {
    if (!enabled(l)) return;
    const line = extra === undefined ? message : `${message} ${extra instanceof Error ? (extra.stack ?? extra.message) : JSON.stringify(extra)}`;
    (l === 'error' || l === 'warn' ? console.error : console.log)(line);
  };
  return {
    debug: (m, e) => write('debug', m, e),
    info: (m, e) => write('info', m, e),
    warn: (m, e) => write('warn', m, e),
    error: (m, e) => write('error', m, e),
  };
}
