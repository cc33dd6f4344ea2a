import { afterAll, beforeAll } from "vitest";
import { signIn } from "./auth-helpers.ts";
import { startTestApp, type Backend, type TestApp } from "./harness.ts";

/**
 * The app of the describe block that calls it: started before its tests with `email` signed in,
 * closed after them. Its `t` and `cookie` are there once the tests run.
 */
export function signedInApp(backend: Backend, email: string, host?: string) {
  const app = {} as { t: TestApp; cookie: string };
  beforeAll(async () => {
    app.t = await startTestApp(backend);
    app.cookie = await signIn(app.t, email, host);
  });
  afterAll(() => app.t?.close());
  return app;
}
