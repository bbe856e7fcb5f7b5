import "server-only";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof levels;

function threshold(): number {
  const configured = process.env.LOG_LEVEL as LogLevel | undefined;
  return levels[configured && configured in levels ? configured : "info"];
}

function serialiseError(err: unknown) {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return err;
}

/** One JSON object a line on standard output. */
function write(level: LogLevel, msg: string, fields?: Record<string, unknown>) {
  if (levels[level] < threshold()) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields ?? {})) {
    entry[key] = key === "err" ? serialiseError(value) : value;
  }
  process.stdout.write(`${JSON.stringify(entry)}\n`);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/** Sends console output (Next's own messages included) through the JSON log, so every line is JSON. */
export function routeConsoleToLog(): void {
  const format = (args: unknown[]) => args.map((a) => (typeof a === "string" ? a : a instanceof Error ? a.message : JSON.stringify(a))).join(" ");
  console.log = (...args: unknown[]) => write("info", format(args));
  console.info = (...args: unknown[]) => write("info", format(args));
  console.warn = (...args: unknown[]) => write("warn", format(args));
  console.error = (...args: unknown[]) => {
    const err = args.find((a) => a instanceof Error);
    write("error", format(args), err ? { err } : undefined);
  };
}
