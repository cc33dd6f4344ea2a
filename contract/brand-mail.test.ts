import { describe, expect, it } from "vitest";
import { PLATFORM_MAIL_DOMAIN, toBrand, type WhitelabelRecord } from "./brand.ts";

const record = (slug: string, settings: WhitelabelRecord["settings"] = null): WhitelabelRecord => ({
  name: null,
  whitelabelSlug: slug,
  domain: null,
  logos: null,
  colors: null,
  favicon: null,
  socials: null,
  settings,
  features: null,
  isSkill5Layout: false,
  closedBeta: false,
});
const mails = (slug: string, baseUrl: string, settings: WhitelabelRecord["settings"] = null) => {
  const b = toBrand(record(slug, settings), { baseUrl, productSlug: "shield" });
  return [b.supportEmail, b.contactEmail];
};

describe("the addresses a tenant's pages show", () => {
  it("are the tenant's own when its record names them", () => {
    expect(
      mails("acme", "http://acme.localhost:3000", { supportEmail: "academy-support@acme.test", contactEmail: "academy@acme.test" }),
    ).toEqual(["academy-support@acme.test", "academy@acme.test"]);
    expect(mails("acme", "http://acme.localhost:3000", { supportEmail: "help@acme.test" })).toEqual(["help@acme.test", "help@acme.test"]);
  });

  it("come from the platform's public host otherwise (never the tenant's sub-domain of it)", () => {
    expect(mails("skill5", "https://skill5.example.com")).toEqual(["support@skill5.example.com", "contact@skill5.example.com"]);
    expect(mails("acme", "https://acme.learn.example.com")).toEqual(["support@learn.example.com", "contact@learn.example.com"]);
    expect(mails("acme", "https://acme.example.com", { siteUrl: "https://www.acme.com" })).toEqual([
      "support@acme.com",
      "contact@acme.com",
    ]);
  });

  it("are never at a local host a customer could not write to", () => {
    for (const [slug, url] of [
      ["skill5", "http://localhost:3000"],
      ["acme", "http://acme.localhost:3000"],
      ["shield", "http://127.0.0.1:3000"],
      ["x", "http://intranet:8080"],
      ["x", "not a url"],
    ]) {
      const [support, contact] = mails(slug!, url!);
      expect(support, url).toBe(`support@${PLATFORM_MAIL_DOMAIN}`);
      expect(contact, url).toBe(`contact@${PLATFORM_MAIL_DOMAIN}`);
      expect(`${support} ${contact}`).not.toMatch(/localhost|127\.0\.0\.1|intranet/);
    }
  });
});
