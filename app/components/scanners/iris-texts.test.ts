// Iris has plain words for every test the checks can report, in both languages, and every test
// has a title. The e-mail checks' ids are read from their source (the finding() and dnsError()
// calls), the headers', TLS and exposure ones from the contract, so a new test without texts fails here.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXPOSURE_TEST_IDS } from "../../../contract/scanner-exposure.ts";
import { HEADER_TEST_IDS } from "../../../contract/scanner-headers.ts";
import { SCAN_CATEGORIES } from "../../../contract/scanner-results.ts";
import { TLS_TEST_IDS } from "../../../contract/scanner-tls.ts";
import { testKind } from "./test-keys.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const catalog = (locale: string, ns: string) =>
  JSON.parse(readFileSync(path.join(ROOT, "contract/i18n", locale, "route", `${ns}.json`), "utf8"));
const at = (obj: unknown, keys: string[]) =>
  keys.reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);

function emailTestIds(): string[] {
  const dir = path.join(ROOT, "server/api/scanners/checks/email");
  const ids = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const src = readFileSync(path.join(dir, file), "utf8");
    for (const m of src.matchAll(/(?:finding|dnsError)\(\s*(?:"([a-z-]+)"|`dkim-\$\{)/g)) ids.add(m[1] ?? "dkim-selector");
  }
  return [...ids].sort();
}

const ids = {
  headers: [...HEADER_TEST_IDS],
  email: emailTestIds(),
  tls: [...TLS_TEST_IDS],
  exposure: [...EXPOSURE_TEST_IDS, "cookie-sid", "takeover-blog.acme.test"],
};

describe("Iris's words on each test", () => {
  it("reads the e-mail checks' tests from their source", () => {
    expect(ids.email).toEqual(
      expect.arrayContaining(["mx", "spf-record", "dmarc-policy", "dkim", "dkim-selector", "mta-sts-policy", "dnssec"]),
    );
  });

  it.each(["en", "pt"])("%s: every test of every category has its explanation and its title", (locale) => {
    const pages = catalog(locale, "scannerPages");
    const findings = catalog(locale, "scanners");
    for (const [category, list] of Object.entries(ids) as [keyof typeof ids, string[]][]) {
      for (const id of list) {
        const kind = testKind(category, id);
        expect(at(pages, ["iris", category, kind]), `${locale} iris.${category}.${kind}`).toEqual(expect.any(String));
        const title = at(findings, [category, kind, "title"]) ?? at(pages, ["tests", category, kind]);
        expect(title, `${locale} title of ${category}/${kind}`).toEqual(expect.any(String));
      }
    }
  });

  it.each(["en", "pt"])("%s: every category has its introduction and a generic explanation to fall back on", (locale) => {
    const pages = catalog(locale, "scannerPages");
    for (const category of SCAN_CATEGORIES) {
      expect(at(pages, ["iris", category, "about"])).toEqual(expect.any(String));
      expect(at(pages, ["iris", category, "generic"])).toEqual(expect.any(String));
    }
    expect(at(pages, ["iris", "generic"])).toEqual(expect.any(String));
  });
});
