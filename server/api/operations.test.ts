import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, type Operation } from "../../contract/operations.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createApi } from "./app.ts";

type Content = { content?: Record<string, { schema?: unknown }> };
type RouteDef = {
  method: string;
  path: string;
  request?: { params?: unknown; query?: unknown; body?: Content };
  responses: Record<string, Content>;
};

/** The app's client is typed from contract/operations.ts: it must name the very schemas each route declares. */
describe("the operations table the app is typed from", () => {
  let t: TestApp;
  let routes: Map<string, RouteDef>;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    const api = createApi(t.services);
    routes = new Map();
    for (const d of api.openAPIRegistry.definitions) {
      if (d.type === "route") routes.set(`${d.route.method.toUpperCase()} ${d.route.path}`, d.route as unknown as RouteDef);
    }
  });
  afterAll(() => t.close());

  const json = (c: Content | undefined) => c?.content?.["application/json"]?.schema;
  const success = (r: RouteDef) => Object.entries(r.responses).filter(([status]) => /^2/.test(status));

  it("lists every operation that takes or answers JSON", () => {
    const speaksJson = [...routes].filter(
      ([, r]) => json(r.request?.body) || success(r).some(([status, c]) => json(c) || status === "204"),
    );
    expect(speaksJson.map(([key]) => key).filter((key) => !(key in operations))).toEqual([]);
  });

  it.each(Object.entries(operations) as [string, Operation][])("%s declares the contract's schemas", (key, op) => {
    const route = routes.get(key);
    expect(route, `${key} is not an operation of the API`).toBeDefined();
    const answers = success(route!);
    expect(answers.length).toBeGreaterThan(0);
    for (const [status, c] of answers) {
      if (op.response === null) expect(status).toBe("204");
      else expect(json(c) === op.response, `${key} answers ${status} with another schema`).toBe(true);
    }
    expect(json(route!.request?.body) === op.body, `${key} request body`).toBe(true);
    expect(route!.request?.query === op.query, `${key} query`).toBe(true);
    expect(route!.request?.params === op.params, `${key} path parameters`).toBe(true);
  });
});
