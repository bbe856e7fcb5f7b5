import "server-only";
import { stripVTControlCharacters } from "node:util";
import pino from "pino";
import { prettyFactory } from "pino-pretty";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof levels;

function threshold(): number {
  const configured = process.env.LOG_LEVEL as LogLevel | undefined;
  return levels[configured && configured in levels ? configured : "info"];
}

/**
 * A database error's text carries the query's parameters (session ids, emails, phones, hashes): they are cut, the
 * query itself and the PostgreSQL code stay.
 */
const withoutParams = (text: string | undefined) => text?.replace(/\bparams:[^\n]*/g, "params: [not logged]");

function serialiseError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const { code } = err as { code?: unknown };
  return {
    name: err.name,
    message: withoutParams(err.message),
    ...(typeof code === "string" ? { code } : {}),
    stack: withoutParams(err.stack),
    ...(err.cause !== undefined && depth < 3 ? { cause: serialiseError(err.cause, depth + 1) } : {}),
  };
}

/**
 * The addresses whose path carries a credential (whoever holds it reads, pays or answers for someone): a private
 * calendar feed's file, a pay link's, a quote's and a feedback invitation's token, pages and API alike.
 */
const SECRET_PATHS = /^(\/api\/calendar\/feed|(?:\/api)?\/pay|\/quotes|(?:\/api)?\/feedback)\/[^/]+/;

/**
 * A request's path as the log may keep it: never the query string (tokens ride there), and the secret segment of
 * the addresses above replaced (what follows it, e.g. `/proof`, is kept).
 */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? "/").replace(/^https?:\/\/[^/]+/, "").split("?")[0]!;
  return path.replace(SECRET_PATHS, "$1/[private]");
}

/** JSON lines for log collectors; short readable lines at a terminal (LOG_FORMAT=json or pretty decides). */
export function readableLog(): boolean {
  return pretty();
}

function pretty(): boolean {
  const format = process.env.LOG_FORMAT;
  return format === "pretty" || (format !== "json" && Boolean(process.stdout.isTTY));
}

let prettifiers: { colour: (entry: Record<string, unknown>) => string; plain: (entry: Record<string, unknown>) => string } | undefined;
const prettifier = (colour: boolean) => {
  const options = { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true, errorLikeObjectKeys: ["err"] };
  prettifiers ??= { colour: prettyFactory({ ...options, colorize: true }), plain: prettyFactory({ ...options, colorize: false }) };
  return colour ? prettifiers.colour : prettifiers.plain;
};

/**
 * One log entry as a line: pino's JSON, or pino-pretty's "[12:00:01] WARN: message {…}" for a person at a terminal
 * (coloured there). JSON never carries terminal escape codes: messages are stripped of them.
 */
export function formatLine(entry: Record<string, unknown>, readable: boolean, colour = false): string {
  if (!readable) return JSON.stringify(entry);
  const { err, ...rest } = entry as { err?: { message?: string; stack?: string } } & Record<string, unknown>;
  const line = prettifier(colour)(rest).replace(/\n$/, "");
  return err ? `${line}\n  ${err.stack ?? err.message ?? JSON.stringify(err)}` : line;
}

/**
 * pino writes every entry as one JSON line here (synchronously, through process.stdout so nothing is lost at exit
 * and tests can read it); at a terminal the line is shown by pino-pretty instead.
 */
const destination = {
  write(line: string) {
    if (!pretty()) return void process.stdout.write(line);
    process.stdout.write(`${formatLine(JSON.parse(line) as Record<string, unknown>, true, Boolean(process.stdout.isTTY))}\n`);
  },
};

const logger = pino(
  {
    level: "debug", // LOG_LEVEL is read at each call (threshold()), so a test or a restart-free change applies at once
    base: undefined, // no pid, no hostname: one process a container
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serialiseError },
  },
  destination,
);

/** One JSON object a line on standard output (readable lines at a terminal). */
function write(level: LogLevel, msg: string, fields?: Record<string, unknown>) {
  if (levels[level] < threshold()) return;
  logger[level](fields ?? {}, stripVTControlCharacters(msg));
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/**
 * A console message as a log line's `msg`: a database error is named, never quoted (its text holds the
 * query and its parameters; it goes to `err` with the parameters cut), and text that quotes
 * a failed query (Next prints errors as text too) keeps only what comes before it.
 */
const DATABASE_DETAIL = /(Failed query:|\bparams:)[\s\S]*$/;
function consoleMessage(args: unknown[]): string {
  return args
    .map((a) =>
      typeof a === "string"
        ? a.replace(DATABASE_DETAIL, "[database error: see err]")
        : a instanceof Error
          ? DATABASE_DETAIL.test(a.message)
            ? a.name
            : withoutParams(a.message)
          : withoutParams(JSON.stringify(a)),
    )
    .join(" ");
}

/** Sends console output (Next's own messages included) through the JSON log, so every line is JSON. */
export function routeConsoleToLog(): void {
  const format = consoleMessage;
  console.log = (...args: unknown[]) => write("info", format(args));
  console.info = (...args: unknown[]) => write("info", format(args));
  console.warn = (...args: unknown[]) => write("warn", format(args));
  console.error = (...args: unknown[]) => {
    const err = args.find((a) => a instanceof Error);
    write("error", format(args), err ? { err } : undefined);
  };
}
