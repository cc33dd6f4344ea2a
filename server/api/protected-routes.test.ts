import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../test/harness.ts";

type Operation = { security?: unknown[] };
const SAMPLE_PARAMS: Record<string, string> = { decision: "approve", slug: "acme" };

describe.each(BACKENDS)("protected API routes on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("answer 401, in the caller's language, before looking at the request, when no one is signed in", async () => {
    const spec = (await (await t.req("/api/openapi.json")).json()) as { paths: Record<string, Record<string, Operation>> };
    const protectedOps = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Array.isArray(op.security) && op.security.length)
        .map(([method, _op]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{(\w+)\}/g, (_m, p: string) => SAMPLE_PARAMS[p] ?? "00000000-0000-4000-8000-000000000000"),
        })),
    );
    expect(protectedOps.length).toBeGreaterThan(15);
    const results = await Promise.all(
      protectedOps.map(async ({ method, path }) => {
        const res = await t.req(`/api${path}`, {
          method,
          headers: { "content-type": "application/json", "x-locale": "pt" },
          body: method === "GET" ? undefined : "{}",
        });
        const body = (await res.json()) as { error?: { message?: string } };
        return `${method} ${path} → ${res.status} ${body.error?.message ?? ""}`;
      }),
    );
    const wrong = results.filter((r) => !/→ 401 (Entre para continuar\.)$/.test(r));
    expect(wrong).toEqual([]);
  });
});
