import pino from "pino";

export function createLogger(level: string) {
  return pino({ level, base: { service: "skill5" }, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = ReturnType<typeof createLogger>;

/**
 * A request's logger (its lines carry the request id), made on first use: most requests log
 * nothing but their request line, which the caller writes with the id itself.
 */
export function requestLogger(base: Logger, requestId: string): Logger {
  let child: Logger | undefined;
  return new Proxy(base, {
    get(_target, key) {
      child ??= base.child({ requestId });
      const value: unknown = Reflect.get(child, key, child);
      return typeof value === "function" ? value.bind(child) : value;
    },
  });
}
