import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { RememberingRouter } from "./remembering-router.ts";

/** The same routes on Hono's default router and on the remembering one. */
function apps(router?: RememberingRouter<never>) {
  const app = new Hono(router ? { router } : {});
  app.use("*", async (c, next) => {
    await next();
    c.header("x-seen", "mw");
  });
  app.get("/public/whitelabel/get-whitelabel", (c) => c.text("current"));
  app.get("/public/whitelabel/:slug", (c) => c.text(`slug ${c.req.param("slug")}`));
  app.get("/entity/imports/template.csv", (c) => c.text("template"));
  app.get("/entity/imports/:id", (c) => c.text(`import ${c.req.param("id")}`));
  app.get("/entity/imports/:id/failed-rows.csv", (c) => c.text(`rows ${c.req.param("id")}`));
  app.post("/entity/imports", (c) => c.text("created", 201));
  app.all("*", (c) => c.text(`fallback ${c.req.path}`, 404));
  return app;
}

describe("the remembering router", () => {
  it("answers every request as Hono's own router does, the first time and again", async () => {
    const router = new RememberingRouter<never>();
    const remembering = apps(router);
    const plain = apps();
    const requests: [string, string][] = [
      ["GET", "/public/whitelabel/get-whitelabel"],
      ["GET", "/public/whitelabel/acme"],
      ["GET", "/public/whitelabel/globex"],
      ["GET", "/entity/imports/template.csv"],
      ["GET", "/entity/imports/1b2c"],
      ["GET", "/entity/imports/9f8e/failed-rows.csv"],
      ["POST", "/entity/imports"],
      ["DELETE", "/entity/imports"],
      ["GET", "/nowhere/else"],
      ["HEAD", "/entity/imports/1b2c"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [method, path] of requests) {
        const [a, b] = await Promise.all([remembering, plain].map((app) => app.request(path, { method })));
        expect([a!.status, await a!.text(), a!.headers.get("x-seen")], `${method} ${path}`).toEqual([
          b!.status,
          await b!.text(),
          b!.headers.get("x-seen"),
        ]);
      }
    }
    expect(router.activeRouter).toBe("SmartRouter + TrieRouter");
  });

  it("forgets everything past its bound and keeps answering", async () => {
    const router = new RememberingRouter<never>(3);
    const app = apps(router);
    for (const slug of ["a", "b", "c", "d", "e", "a"])
      expect(await (await app.request(`/public/whitelabel/${slug}`)).text()).toBe(`slug ${slug}`);
  });
});
