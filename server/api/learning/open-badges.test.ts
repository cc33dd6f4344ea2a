import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { passCourse } from "../../test/learning-helpers.ts";

describe.each(BACKENDS)("Open Badges 3.0 credentials on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("issues an earned badge as a VC-JWT that verifies with nothing but the issuer's published key", async () => {
    const cookie = await signIn(t, "individual@skill5.test");
    expect((await t.req("/api/badges/passwords-and-passphrases/credential", withCookie(cookie))).status).toBe(404); // not earned yet
    expect((await passCourse(t, cookie, "passwords-and-passphrases")).passed).toBe(true);

    const res = await t.req("/api/badges/passwords-and-passphrases/credential", withCookie(cookie));
    expect(res.headers.get("content-type")).toBe("application/vc+jwt");
    const jwt = await res.text();
    expect(decodeProtectedHeader(jwt)).toMatchObject({
      alg: "EdDSA",
      typ: "vc+jwt",
      kid: "http://localhost:3000/api/public/issuers/skill5#key-1",
    });

    // a verifier knows only the issuer's published profile and keys
    const profile = (await (await t.req("/api/public/issuers/skill5")).json()) as { id: string; type: string[]; name: string };
    expect(profile).toMatchObject({ id: "http://localhost:3000/api/public/issuers/skill5", type: ["Profile"], name: "Skill5" });
    const jwks = (await (await t.req("/api/public/issuers/skill5/jwks.json")).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys[0]).not.toHaveProperty("d"); // never the private part
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks as never), { issuer: profile.id });
    expect(payload).toMatchObject({
      "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: { id: profile.id, type: ["Profile"], name: "Skill5" },
      credentialSubject: {
        type: ["AchievementSubject"],
        name: "Ivan Silva",
        achievement: { type: ["Achievement"], criteria: { narrative: expect.any(String) } },
      },
    });

    // a tampered credential does not verify
    const [h, p, s] = jwt.split(".");
    const forged = JSON.parse(Buffer.from(p!, "base64url").toString());
    forged.credentialSubject.name = "Someone Else";
    await expect(
      jwtVerify(`${h}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${s}`, createLocalJWKSet(jwks as never)),
    ).rejects.toThrow();
  });

  it("publishes each issuer only on its own tenant, and keeps keys per tenant", async () => {
    expect((await t.req("/api/public/issuers/skill5", { host: "acme.localhost:3000" })).status).toBe(404);
    const acme = (await (await t.req("/api/public/issuers/acme/jwks.json", { host: "acme.localhost:3000" })).json()) as {
      keys: { x: string }[];
    };
    const skill5 = (await (await t.req("/api/public/issuers/skill5/jwks.json")).json()) as { keys: { x: string }[] };
    expect(acme.keys[0]!.x).not.toBe(skill5.keys[0]!.x);
    expect((await t.req("/api/badges/phishing-essentials/credential")).status).toBe(401);
  });
});
