import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/index.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { seededTenant } from "../test/seeded-tenant.ts";
import { isUndeliverable } from "./mail.ts";

describe("addresses that can never receive mail", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  it("knows the reserved .invalid domain, and only it", () => {
    expect(isUndeliverable("lti-3f2a@lms.invalid")).toBe(true);
    expect(isUndeliverable("Someone@Example.INVALID ")).toBe(true);
    expect(isUndeliverable("someone@invalid.example.com")).toBe(false);
    expect(isUndeliverable("ana@acme.test")).toBe(false);
  });

  it("queues nothing for a person an LMS brought without an e-mail, and mails a real address", async () => {
    const { tenantId } = await seededTenant(t, "acme");
    const row = (await t.services.tenancy.byId(tenantId))!;
    const brand = t.services.tenancy.brand(row, t.services.tenancy.tenantOrigin(row.whitelabelSlug));
    const send = (to: string) =>
      t.services.mailer.send({
        tenantId,
        brand,
        to,
        locale: "en",
        template: "course-reminder",
        vars: { name: "Ana", course: "Phishing", url: "/" },
      });
    const queued = async (to: string) => (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!.n;
    expect(await send("lti-abc@lms.invalid")).toBeNull();
    expect(await queued("lti-abc@lms.invalid")).toBe(0);
    expect(await send("real.person@acme.test")).toEqual(expect.any(String));
    expect(await queued("real.person@acme.test")).toBe(1);
  });
});
