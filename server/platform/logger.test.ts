import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { requestLogger } from "./logger.ts";

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const base = pino(
    { level: "info", base: { service: "skill5" }, timestamp: false },
    new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
  );
  return { base, lines };
};

describe("a request's logger", () => {
  it("writes what a child logger with the request id writes, and makes the child on first use only", () => {
    const { base, lines } = capture();
    const child = vi.spyOn(base, "child");
    const log = requestLogger(base, "r-1");
    expect(child).not.toHaveBeenCalled();
    log.warn({ path: "/api/x" }, "refused");
    log.error(new Error("boom"));
    expect(child).toHaveBeenCalledTimes(1);
    base.child({ requestId: "r-1" }).warn({ path: "/api/x" }, "refused");
    expect(lines[0]).toEqual(lines[2]);
    expect(lines[1]).toMatchObject({ requestId: "r-1", service: "skill5", msg: "boom", err: { message: "boom" } });
    expect(log.isLevelEnabled("debug")).toBe(false);
  });
});
