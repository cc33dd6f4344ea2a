import { describe, expect, it } from "vitest";
import { checkSiteInput, trackTarget } from "./site-input.ts";
import { snippetsFor } from "../../../contract/scanner-snippets.ts";
import { irisKeys, testItem, testKind, titleKeys } from "./test-keys.ts";

describe("a website typed in a form", () => {
  it("takes host names, addresses and names in any script; says what is wrong otherwise", () => {
    for (const ok of ["example.com", "https://shop.example.com/path?q=1", "http://localhost:3000", "açaí.com.br", "EXAMPLE.COM:8443"])
      expect(checkSiteInput(ok)).toBeNull();
    expect(checkSiteInput("  ")).toBe("required");
    expect(checkSiteInput("not a site")).toBe("notASite");
    expect(checkSiteInput("ftp://example.com")).toBe("notASite");
    expect(checkSiteInput(`https://example.com/${"a".repeat(2048)}`)).toBe("tooLong");
  });

  it("carries a scanned site from the free scan's sign-up link to the scanners page", () => {
    expect(trackTarget(new URLSearchParams("website=https://shop.example.com"))).toBe("/scanners?add=https%3A%2F%2Fshop.example.com");
    expect(trackTarget(new URLSearchParams("website=javascript:alert(1)"))).toBeNull();
    expect(trackTarget(new URLSearchParams(""))).toBeNull();
  });
});

describe("the texts and snippets of a test", () => {
  it("gives a fix as tabs in the platforms' order, per test kind, and nothing for a category without snippets", () => {
    expect(snippetsFor("headers", "strict-transport-security").map((s) => s.platform)).toEqual([
      "nginx",
      "apache",
      "iis",
      "cloudflare",
      "express",
    ]);
    expect(snippetsFor("headers", "subresource-integrity").map((s) => s.platform)).toEqual(["html", "shell"]);
    expect(snippetsFor("headers", "toString")).toEqual([]);
    expect(snippetsFor("tls", "protocol-legacy").map((s) => s.platform)).toEqual(["nginx", "apache", "iis", "cloudflare", "express"]);
    // one cookie's test has the cookies' fixes
    expect(snippetsFor("exposure", "cookie-sid")).toEqual(snippetsFor("exposure", "cookies"));
    expect(snippetsFor("exposure", "cookies").length).toBeGreaterThan(0);
    expect(snippetsFor("email", "spf-all")).toEqual([]);
  });

  it("reads a test repeated per item as one kind, and falls back from a test's words to its category's, then the general ones", () => {
    expect(testItem("email", "dkim-google")).toEqual({ kind: "dkim-key", item: "google" });
    expect(testItem("email", "dkim")).toEqual({ kind: "dkim", item: null });
    expect(testItem("exposure", "cookie-sid")).toEqual({ kind: "cookies", item: "sid" });
    expect(testItem("exposure", "takeover-blog.acme.test")).toEqual({ kind: "subdomain-takeover", item: "blog.acme.test" });
    expect(testItem("exposure", "cookies")).toEqual({ kind: "cookies", item: null });
    expect(testKind("headers", "cookies")).toBe("cookies");
    expect(titleKeys("email", "dkim-s1")).toEqual([
      "scanners:email.dkim-key.title",
      "scannerPages:tests.email.dkim-key",
      "scannerPages:tests.any.dkim-key",
    ]);
    expect(irisKeys("tls", "protocols")).toEqual([
      "scannerPages:iris.tls.protocols",
      "scannerPages:iris.tls.generic",
      "scannerPages:iris.generic",
    ]);
  });
});
