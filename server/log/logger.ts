// The server's one logger (pino, the logger Fastify speaks): JSON lines on stdout for collectors, the same records
// pretty-printed when stdout is a terminal (a developer's `npm start`). Every part logs through it — main.ts's
// start-up lines, the feed, the bus, the accounts part, and Fastify's request logger — so LOG_LEVEL governs all.
import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const isLogLevel = (s: string): s is LogLevel => (LOG_LEVELS as readonly string[]).includes(s);

export interface LoggerOptions {
  readonly level: LogLevel;
  /** Human-readable lines instead of JSON: main.ts asks for them when stdout is a terminal. */
  readonly pretty: boolean;
  /** Where the lines go; stdout by default (tests pass a stream to read them back). */
  readonly destination?: NodeJS.WritableStream;
}

export function createLogger(options: LoggerOptions): Logger {
  const base = { level: options.level, base: { pid: process.pid } };
  if (options.pretty) {
    // In-thread pretty stream (not a transport worker): lines are written before a process.exit right after them.
    return pino(base, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', destination: options.destination ?? 1, sync: true }));
  }
  return pino(base, options.destination ?? pino.destination({ dest: 1, sync: true }));
}

/** Tests and library defaults: logs nothing. */
export const silentLogger: Logger = pino({ level: 'silent' });

/** Lines to a logger at one level, for the parts that take a `(line) => void` (bus, feed warnings, SMS). */
export const lineTo = (logger: Logger, level: 'info' | 'warn' | 'error') => (line: string): void => logger[level](line);
