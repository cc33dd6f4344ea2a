import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../../contract/auth.ts";
import { cookiesFrom, lastCode, solveCaptcha } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("the company name typed at sign-up, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("is the user's until the company exists, so completing the profile offers it, and names the company made", async () => {
    const email = "rosa@floricultura-rosa.example";
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({
        accountType: "company",
        name: "Rosa Lima",
        email,
        organization: "  Floricultura Rosa  ",
        captchaPayload: await solveCaptcha(t, ACME),
      }),
      host: ACME,
    });
    expect(start.status).toBe(200);
    const { session } = (await start.json()) as { session: string };
    const cookie = cookiesFrom(
      await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email, otp: await lastCode(t, email) }), host: ACME }),
    );
    const me = async () => (await (await t.req("/api/auth/me", { host: ACME, headers: { cookie } })).json()) as User;
    expect(await me()).toMatchObject({ completedProfile: false, userEntities: [], signUpCompanyName: "Floricultura Rosa" });

    const done = await t.req("/api/auth/profile", {
      ...jsonBody({ name: "Rosa Lima", email, accountType: "company", entityName: "Floricultura Rosa" }, { cookie }),
      host: ACME,
    });
    expect(done.status).toBe(200);
    expect((await me()).userEntities.map((u) => [u.entity.type, u.entity.name])).toEqual([["company", "Floricultura Rosa"]]);
  });

  it("is null when none was typed (an individual sign-up)", async () => {
    const email = "ivo.solo@example.com";
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name: "Ivo Solo", email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const cookie = cookiesFrom(
      await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email, otp: await lastCode(t, email) }), host: ACME }),
    );
    expect(((await (await t.req("/api/auth/me", { host: ACME, headers: { cookie } })).json()) as User).signUpCompanyName).toBeNull();
  });
});
