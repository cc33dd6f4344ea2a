import { describe, expect, it } from "vitest";
import { checkSettings } from "./settings-form-schema.ts";
import { settingsBody, settingsFieldOf, splitList, type SettingsDraft } from "./settings-values.ts";

const draft = (over: Partial<SettingsDraft> = {}): SettingsDraft => ({
  schedule: "weekly",
  emailDomain: "",
  subdomains: "",
  dkimSelectors: "",
  alerts: true,
  ...over,
});

describe("the scan settings form", () => {
  it("reads lists typed one a line, or with commas and spaces, without blanks or repeats", () => {
    expect(splitList("shop.acme.test\n\nblog.acme.test, shop.acme.test  mail.acme.test.")).toEqual([
      "shop.acme.test",
      "blog.acme.test",
      "mail.acme.test",
    ]);
    expect(
      settingsBody(draft({ subdomains: "a.acme.test\nb.acme.test", dkimSelectors: "google, s1", emailDomain: "  " }), "acme.test"),
    ).toEqual({
      schedule: "weekly",
      emailDomain: null,
      subdomains: ["a.acme.test", "b.acme.test"],
      dkimSelectors: ["google", "s1"],
      alerts: true,
    });
    // the e-mail domain left as it was is not sent: a default stays a default
    expect(settingsBody(draft({ emailDomain: "acme.test" }), "acme.test")).not.toHaveProperty("emailDomain");
    expect(settingsBody(draft({ emailDomain: "mail.acme.test" }), "acme.test")).toMatchObject({ emailDomain: "mail.acme.test" });
  });

  it("names the first wrong entry of each field, and accepts host names written in any script", () => {
    expect(checkSettings(draft({ emailDomain: "açaí.com.br", subdomains: "loja.açaí.com.br" }))).toEqual([]);
    expect(
      checkSettings(draft({ emailDomain: "not a domain", subdomains: "ok.acme.test\nhttp://bad/", dkimSelectors: "google -bad" })),
    ).toEqual([
      { field: "emailDomain", key: "settings.errors.host", vars: { value: "not a domain" } },
      { field: "subdomains", key: "settings.errors.host", vars: { value: "http://bad/" } },
      { field: "dkimSelectors", key: "settings.errors.selector", vars: { value: "-bad" } },
    ]);
  });

  it("refuses more sub-domains and selectors than the API keeps", () => {
    const many = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join("\n");
    expect(
      checkSettings(draft({ subdomains: many(51, (i) => `s${i}.acme.test`), dkimSelectors: many(11, (i) => `k${i}`) })).map((p) => [
        p.field,
        p.key,
      ]),
    ).toEqual([
      ["subdomains", "settings.errors.tooMany"],
      ["dkimSelectors", "settings.errors.tooMany"],
    ]);
    expect(checkSettings(draft({ subdomains: many(50, (i) => `s${i}.acme.test`), dkimSelectors: many(10, (i) => `k${i}`) }))).toEqual([]);
  });

  it("finds the field an API issue is about", () => {
    expect(settingsFieldOf("body.subdomains.3")).toBe("subdomains");
    expect(settingsFieldOf("emailDomain")).toBe("emailDomain");
    expect(settingsFieldOf("body.other")).toBeNull();
  });
});
