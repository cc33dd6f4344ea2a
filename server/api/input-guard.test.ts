import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, withCookie } from "../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../test/harness.ts";

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const ACME = "acme.localhost:3000";
const UNSTORABLE_PT =
  "Isto contém um caractere que não pode ser salvo (um caractere nulo ou um emoji corrompido). Remova-o e tente novamente.";

describe.each(BACKENDS)("the API's door on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
  });
  afterAll(() => t.close());
  const as = (init: RequestInit = {}) => ({ ...withCookie(manager, init), host: ACME });

  it("refuses NUL and lone surrogates in a JSON body with a 400 naming the field, in the caller's language, and stores nothing", async () => {
    for (const name of ["Ana\u0000", "Ana\ud800", "\udc00Ana"]) {
      const res = await t.req("/api/user", as({ ...jsonBody({ name }, { "x-locale": "pt" }), method: "PATCH" }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "validation_failed",
          message: "Alguns campos não são válidos. Verifique-os e tente novamente.",
          issues: [{ path: "name", message: UNSTORABLE_PT }],
        },
      });
    }
    const me = (await (await t.req("/api/auth/me", as())).json()) as { name: string };
    expect(me.name).not.toMatch(/\u0000|[\ud800-\udfff]/);
  });

  it("looks at every depth and at keys, and the route still reads the body it was sent", async () => {
    const deep = await t.req("/api/public/contact", {
      ...jsonBody({ name: "Ana", nested: { list: ["ok", "x\u0000"] }, "k\ud800": 1 }),
      host: ACME,
    });
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as ErrorBody).error.issues?.map((i) => i.path)).toEqual(["", "nested.list.1"]);
    // a clean body passes the check and reaches the route's own validation intact
    const clean = await t.req("/api/user", as({ ...jsonBody({ name: "Ana Souza", phoneNumber: null }), method: "PATCH" }));
    expect(clean.status).toBe(200);
    expect(((await clean.json()) as { name: string }).name).toBe("Ana Souza");
  });

  it("refuses them in query and path parameters too, declared or not", async () => {
    const search = await t.req("/api/training/courses?search=phish%00", { host: ACME });
    expect(search.status).toBe(400);
    expect(((await search.json()) as ErrorBody).error.issues).toEqual([{ path: "search", message: expect.any(String) }]);
    const undeclared = await t.req("/api/public/redirects/lookup?path=%2Facademy&x=%00", { host: ACME });
    expect(((await undeclared.json()) as ErrorBody).error.issues?.[0]?.path).toBe("x");
    const param = await t.req("/api/training/courses/phishing%00", { host: ACME });
    expect(param.status).toBe(400);
    expect(((await param.json()) as ErrorBody).error.issues).toEqual([{ path: "slug", message: expect.any(String) }]);
  });

  it("refuses JSON nested past the limit and JSON that does not parse, even where the route takes no body", async () => {
    const deep = await t.req(
      "/api/user",
      as({ ...jsonBody({}), method: "PATCH", body: `{"name":${"[".repeat(10_000)}${"]".repeat(10_000)}}` }),
    );
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as ErrorBody).error.issues?.[0]?.message).toBe("This value is nested too deeply.");
    const broken = await t.req("/api/user", as({ method: "DELETE", headers: { "content-type": "application/json" }, body: '{"confirm":' }));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.code).toBe("bad_request");
    expect((await t.req("/api/auth/me", as())).status).toBe(200);
  });

  it("still answers 401 first to a caller without a session, whatever the request holds", async () => {
    const res = await t.req("/api/user", { ...jsonBody({ name: "Ana\u0000" }), method: "PATCH", host: ACME });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unauthenticated");
  });

  it("answers unknown API paths with its JSON 404, and a known path's wrong method with 405 and Allow", async () => {
    const missing = await t.req("/api/no/such/thing", { headers: { "x-locale": "pt" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Não existe rota da API em /api/no/such/thing." } });
    const posted = await t.req("/api/no/such/thing", jsonBody({}));
    expect(posted.status).toBe(404);

    const wrong = await t.req("/api/training/courses/phishing-essentials", { method: "DELETE" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD");
    expect(((await wrong.json()) as ErrorBody).error).toEqual({
      code: "method_not_allowed",
      message: "The API route /api/training/courses/phishing-essentials does not accept DELETE; it accepts GET, HEAD.",
    });
    const user = await t.req("/api/user", { method: "PUT" });
    expect(user.status).toBe(405);
    expect(user.headers.get("allow")).toBe("PATCH, DELETE");
  });

  /** A multipart body written out by hand, so a field name or file name may hold what no browser would put there. */
  const form = (
    fields: [string, string][],
    file: { name: string; type: string; text: string } | null = { name: "policy.txt", type: "text/plain", text: "Our password policy." },
  ) => {
    const b = "----skill5-guard";
    const parts = fields.map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    if (file)
      parts.push(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.text}\r\n`,
      );
    return as({
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${b}`, "x-locale": "pt" },
      body: `${parts.join("")}--${b}--\r\n`,
    });
  };
  const issuesOf = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_failed");
    return body.error.issues;
  };

  it("refuses NUL in a multipart upload's text fields, naming each, in the caller's language, and stores nothing", async () => {
    const before = (await (await t.req("/api/compliance/evidence", as())).json()) as { total: number };
    expect(
      await issuesOf(
        await t.req(
          "/api/compliance/evidence",
          form([
            ["title", "Política\u0000"],
            ["description", "Revisada\u0000 em março"],
          ]),
        ),
      ),
    ).toEqual([
      { path: "title", message: UNSTORABLE_PT },
      { path: "description", message: UNSTORABLE_PT },
    ]);
    expect(await issuesOf(await t.req("/api/compliance/evidence", form([["ti\u0000tle", "x"]])))).toEqual([
      { path: "", message: UNSTORABLE_PT },
    ]);
    expect(
      await issuesOf(await t.req("/api/compliance/evidence", form([], { name: "policy\u0000.pdf", type: "text/plain", text: "x" }))),
    ).toEqual([{ path: "file", message: UNSTORABLE_PT }]);
    const after = (await (await t.req("/api/compliance/evidence", as())).json()) as { total: number };
    expect(after.total).toBe(before.total);
    // a clean upload with real Unicode passes the check and reaches the route
    const clean = await t.req(
      "/api/compliance/evidence",
      form([
        ["title", "Política de senhas 😀"],
        ["description", "Revisada em março"],
      ]),
    );
    expect(clean.status).toBe(201);
    expect(((await clean.json()) as { title: string }).title).toBe("Política de senhas 😀");
  });

  it("reads a form field that holds JSON as its route does: an import's mapping with NUL or a lone surrogate is a 400", async () => {
    const csv = { name: "people.csv", type: "text/csv", text: "Nome,Mail\nAna Souza,ana.souza@example.com\n" };
    const mapping = (text: string) => t.req("/api/entity/imports?dryRun=true", form([["mapping", text]], csv));
    expect(await issuesOf(await mapping('{"Mail":"email\u0000"}'))).toEqual([{ path: "mapping", message: UNSTORABLE_PT }]);
    expect(await issuesOf(await mapping('{"Mail":"\\ud800"}'))).toEqual([{ path: "mapping.Mail", message: UNSTORABLE_PT }]);
    expect(await issuesOf(await mapping('{"Mail\\u0000":"email"}'))).toEqual([{ path: "mapping", message: UNSTORABLE_PT }]);
    expect(await issuesOf(await mapping(`{"Mail":${"[".repeat(100)}${"]".repeat(100)}}`))).toEqual([
      { path: expect.stringMatching(/^mapping\.Mail(\.0)+$/), message: "Este valor tem níveis de aninhamento demais." },
    ]);
    expect((await mapping('{"Mail":"email"}')).status).toBe(202);
  });

  it("refuses them in a url-encoded form too", async () => {
    const res = await t.req(
      "/api/auth/resume",
      as({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "next=%2Fdashboard%00" }),
    );
    expect((await issuesOf(res))?.map((i) => i.path)).toEqual(["next"]);
  });

  it("leaves a body over the size limit to the limit's 413", async () => {
    const res = await t.req("/api/public/contact", { ...jsonBody({ message: "a".repeat(1_100_000) }), host: ACME });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe("payload_too_large");
  });
});
