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
