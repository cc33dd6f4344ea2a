import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { Operation, Operations } from "../../contract/operations.ts";
import { MANIFESTS, OPERATIONS } from "../areas.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { createApi } from "./app.ts";

type Content = { content?: Record<string, { schema?: unknown }> };
type RouteDef = {
  method: string;
  path: string;
  request?: { params?: unknown; query?: unknown; body?: Content };
  responses: Record<string, Content>;
};

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Named = Intersection<Extract<(typeof MANIFESTS)[number], { operations: unknown }>["operations"]>;

/**
 * The app's client is typed from the areas' operation tables (contract/operations/<area>.ts, carried
 * as types by the declarations): each must name the very schemas each route declares, and each area
 * the operations its own routes serve.
 */
describe("the operations table the app is typed from", () => {
  let t: TestApp;
  let routes: Map<string, RouteDef>;
  /** The area whose routes serve each operation. */
  const servedBy = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestApp("pglite");
    const api = createApi(t.services);
    routes = new Map();
    for (const d of api.openAPIRegistry.definitions) {
      if (d.type === "route") routes.set(`${d.route.method.toUpperCase()} ${d.route.path}`, d.route as unknown as RouteDef);
    }
    for (const area of t.services.areas)
      for (const r of area.routes)
        for (const d of r.openAPIRegistry.definitions)
          if (d.type === "route") servedBy.set(`${d.route.method.toUpperCase()} ${d.route.path}`, area.name);
  });
  afterAll(() => t.close());

  const json = (c: Content | undefined) => c?.content?.["application/json"]?.schema;
  const success = (r: RouteDef) => Object.entries(r.responses).filter(([status]) => /^2/.test(status));

  it("lists every operation that takes or answers JSON", () => {
    const speaksJson = [...routes].filter(
      ([, r]) => json(r.request?.body) || success(r).some(([status, c]) => json(c) || status === "204"),
    );
    expect(speaksJson.map(([key]) => key).filter((key) => !(key in OPERATIONS))).toEqual([]);
  });

  it("has each operation named by the area that serves it, once, and the same tables as the types the app reads", () => {
    const misplaced = MANIFESTS.flatMap((m) =>
      Object.keys("operations" in m ? m.operations : {})
        .filter((key) => servedBy.get(key) !== m.name)
        .map((key) => `${key}: named by ${m.name}, served by ${servedBy.get(key)}`),
    );
    expect(misplaced).toEqual([]);
    const named = MANIFESTS.reduce((n, m) => n + Object.keys("operations" in m ? m.operations : {}).length, 0);
    expect(Object.keys(OPERATIONS)).toHaveLength(named);
    // the server's manifests name the very tables the contract's declarations carry
    expectTypeOf<{ [K in keyof Named]: Named[K] }>().toEqualTypeOf<Operations>();
  });

  it.each(Object.entries(OPERATIONS) as [string, Operation][])("%s declares the contract's schemas", (key, op) => {
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
