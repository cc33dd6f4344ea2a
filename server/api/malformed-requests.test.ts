import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE } from "../../contract/session.ts";
import { cookiesFrom, signIn } from "../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../test/harness.ts";
import { operations, type FuzzOperation, type OpenApiDocument, type Probe } from "../test/malformed-requests.ts";

const ACME = "acme.localhost:3000";
const MANAGER = "manager@acme.test";

describe.each(BACKENDS)("malformed requests to every operation on %s", (backend) => {
  let t: TestApp;
  let ops: FuzzOperation[];
  let sent = 0;
  beforeAll(async () => {
    // every probe comes from its own address, so rate limits do not stop it before the code under test
    t = await startTestApp(backend, { TRUST_PROXY: "*" });
    ops = operations((await (await t.req("/api/openapi.json", { host: ACME })).json()) as OpenApiDocument);
  });
  afterAll(() => t.close());

  /** Sends a probe; returns a line for the report when the answer is a 5xx or a 4xx outside the API's error format. */
  async function send(op: FuzzOperation, probe: Probe, who: string, cookie?: string): Promise<{ res: Response; problem: string | null }> {
    sent++;
    const headers: Record<string, string> = { "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` };
    if (probe.contentType) headers["content-type"] = probe.contentType;
    if (cookie) headers.cookie = cookie;
    const res = await t.req(`/api${probe.url}`, { method: op.method, headers, body: probe.body, host: ACME });
    const where = `${who} ${op.method} ${op.path} [${probe.label}] → ${res.status}`;
    if (res.status >= 500) return { res, problem: `${where} ${(await res.text()).slice(0, 200)}` };
    if (res.status >= 400) {
      const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
      if (typeof body?.error?.code !== "string" || typeof body.error.message !== "string")
        return { res, problem: `${where} without the API's error body` };
    } else {
      await res.body?.cancel();
    }
    return { res, problem: null };
  }

  // Thousands of probes in a row (every operation × every malformed form): a sweep, not a unit,
  // so it has a budget of its own that grows with the API rather than the unit tests' 30 s.
  const SWEEP_MS = 240_000;

  it("never answers 5xx to a visitor, and answers every refusal in the API's error format", { timeout: SWEEP_MS }, async () => {
    expect(ops.length).toBeGreaterThan(40);
    // the uploads (evidence, framework and member imports, brand images) and the resume form are swept as forms too
    const forms = ops.filter((op) => op.probes.some((p) => p.label.startsWith("multipart ")));
    expect(forms.length).toBeGreaterThanOrEqual(4);
    expect(ops.some((op) => op.probes.some((p) => p.label.startsWith("form ")))).toBe(true);
    const problems: string[] = [];
    const before = sent;
    for (const op of ops) {
      for (const probe of op.probes) {
        const { problem } = await send(op, probe, "anonymous", undefined);
        if (problem) problems.push(problem);
      }
    }
    expect(sent - before).toBeGreaterThan(ops.length * 4);
    expect(problems).toEqual([]);
  });

  it("never answers 5xx to a signed-in manager, and answers every refusal in the API's error format", { timeout: SWEEP_MS }, async () => {
    const problems: string[] = [];
    const before = sent;
    // Signed in as a manager, the way a browser is: cookies follow every answer, and a request
    // that ends the session is followed by a new sign-in.
    let cookie = await signIn(t, MANAGER, ACME);
    for (const op of ops) {
      for (const probe of op.probes) {
        const { res, problem } = await send(op, probe, "manager", cookie);
        if (problem) problems.push(problem);
        cookie = cookiesFrom(res, cookie);
        if (!cookie.includes(`${ACCESS_COOKIE}=`)) {
          cookie = await signIn(t, MANAGER, ACME).catch((e: Error) => {
            throw new Error(`the manager could not sign in again after ${op.method} ${op.path} [${probe.label}]: ${e.message}`);
          });
        }
      }
    }
    expect(sent - before).toBeGreaterThan(ops.length * 4);
    expect(problems).toEqual([]);
  });
});
