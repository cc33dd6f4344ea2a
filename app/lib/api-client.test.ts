import { describe, expect, it } from "vitest";
import { type ApiTransport, NETWORK_ERROR, createApi, issuesByField, orThrow } from "./api-client.ts";

type Sent = { path: string; method: string; headers: Record<string, string>; body: unknown };

/** A transport that answers from a list, recording what was sent. */
function transport(answers: (Response | Error)[], extra: Partial<ApiTransport> = {}) {
  const sent: Sent[] = [];
  const t: ApiTransport = {
    async fetch(path, init) {
      sent.push({
        path,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      const next = answers.shift() ?? Response.json({ error: { code: "none", message: "no answer left" } }, { status: 599 });
      if (next instanceof Error) throw next;
      return next;
    },
    ...extra,
  };
  return { t, sent };
}
const problem = (status: number, code = "x", message = "Translated", issues?: { path: string; message: string }[]) =>
  Response.json({ error: { code, message, issues } }, { status });

describe("the API client", () => {
  it("fills the path's parameters, leaves empty query values out and sends the page's language", async () => {
    const { t, sent } = transport([Response.json({ data: [], page: 2, limit: 4, total: 0 })]);
    const res = await createApi({ ...t, locale: "pt" }).get("/training/courses", {
      query: { area: "cybersecurity", search: "", page: 2, limit: 4 },
    });
    expect(res).toEqual({ ok: true, status: 200, data: { data: [], page: 2, limit: 4, total: 0 } });
    expect(sent[0]).toMatchObject({
      path: "/api/training/courses?area=cybersecurity&page=2&limit=4",
      method: "GET",
      headers: { "x-locale": "pt" },
    });

    const { t: t2, sent: sent2 } = transport([new Response(null, { status: 204 })]);
    await createApi(t2).put("/notification/read/{id}", { params: { id: "a/b" }, body: { id: "a/b", isRead: true } });
    expect(sent2[0]).toMatchObject({
      path: "/api/notification/read/a%2Fb",
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: { id: "a/b", isRead: true },
    });
  });

  it("answers the API's error as it is, and its own when there is none to read", async () => {
    const issues = [
      { path: "email", message: "Enter a valid e-mail address." },
      { path: "captchaPayload", message: "Solve the check again." },
    ];
    const { t } = transport([
      problem(400, "validation_failed", "Some fields are not valid.", issues),
      new Response("<h1>Bad gateway</h1>", { status: 502 }),
      new Error("offline"),
    ]);
    const api = createApi(t);
    const refused = await api.post("/auth/sign-in", { body: { email: "x", captchaPayload: "y" } });
    expect(refused).toEqual({
      ok: false,
      status: 400,
      error: { code: "validation_failed", message: "Some fields are not valid.", issues },
    });
    expect(issuesByField(!refused.ok ? refused.error : { code: "", message: "" }, ["email"])).toEqual({
      byField: { email: issues[0]!.message },
      other: [issues[1]!.message],
    });
    expect(await api.post("/auth/sign-in", { body: { email: "x", captchaPayload: "y" } })).toEqual({
      ok: false,
      status: 502,
      error: { code: "http_error", message: "" },
    });
    expect(await api.post("/auth/sign-in", { body: { email: "x", captchaPayload: "y" } })).toEqual({
      ok: false,
      status: 503,
      error: { code: NETWORK_ERROR, message: "" },
    });
  });

  it("§8: a 401 renews the session and sends the call once more; a session that cannot be renewed is over", async () => {
    let renewals = 0;
    let over = 0;
    const renewing = { renew: async () => ++renewals === 1, signedOut: () => void over++ };
    const { t, sent } = transport([problem(401), Response.json({ managerMode: true })], renewing);
    expect(await createApi(t).post("/user/manager-mode", { body: { enabled: true } })).toMatchObject({
      ok: true,
      data: { managerMode: true },
    });
    expect(sent).toHaveLength(2);
    expect(over).toBe(0);

    const { t: t2, sent: sent2 } = transport([problem(401)], renewing);
    expect(await createApi(t2).get("/auth/me")).toMatchObject({ ok: false, status: 401 });
    expect(sent2).toHaveLength(1);
    expect(over).toBe(1);
  });

  it("§8: an idempotent call meeting a passing failure is sent once more; other calls and other failures are not", async () => {
    const { t, sent } = transport([problem(503), Response.json({ data: [] })], { retry: true });
    expect(await createApi(t).get("/badges")).toMatchObject({ ok: true, data: { data: [] } });
    expect(sent).toHaveLength(2);

    const { t: t2, sent: sent2 } = transport([problem(503), problem(503)], { retry: true });
    expect(await createApi(t2).post("/skill-gap/score", { body: { answers: { q: [0] } } })).toMatchObject({ ok: false, status: 503 });
    expect(sent2).toHaveLength(1);

    const { t: t3, sent: sent3 } = transport([problem(502), problem(502)], { retry: true });
    expect(await createApi(t3).get("/badges")).toMatchObject({ ok: false, status: 502 });
    expect(sent3).toHaveLength(2);

    const { t: t4, sent: sent4 } = transport([problem(403)], { retry: true });
    await createApi(t4).get("/badges");
    expect(sent4).toHaveLength(1);

    const { t: t5, sent: sent5 } = transport([problem(503), Response.json({ data: [] })]);
    expect(await createApi(t5).get("/badges")).toMatchObject({ ok: false, status: 503 });
    expect(sent5).toHaveLength(1);
  });

  it("turns a loader's failed read into the page's error: 404 is Page Not Found, the rest keep their status", () => {
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as { data: unknown; init: { status: number } };
      }
      throw new Error("did not throw");
    };
    expect(orThrow({ ok: true, status: 200, data: 1 })).toBe(1);
    expect(thrown(() => orThrow({ ok: false, status: 404, error: { code: "not_found", message: "" } }))).toMatchObject({
      data: "validation",
      init: { status: 404 },
    });
    expect(thrown(() => orThrow({ ok: false, status: 400, error: { code: "validation_failed", message: "" } }, [400, 404]))).toMatchObject({
      init: { status: 404 },
    });
    expect(thrown(() => orThrow({ ok: false, status: 500, error: { code: "internal_error", message: "" } }))).toMatchObject({
      data: "api",
      init: { status: 500 },
    });
  });
});
