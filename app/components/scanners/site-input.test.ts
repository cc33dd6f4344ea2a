import { describe, expect, it } from "vitest";
import { checkSiteInput, trackTarget } from "./site-input.ts";
import { snippetsFor } from "./snippets.ts";
import { irisKeys, testKind, titleKeys } from "./test-keys.ts";

describe("a website typed in a form", () => {
  it("takes host names, addresses and names in any script; says what is wrong otherwise", () => {
    for (const ok of ["example.com", "https://shop.example.com/path?q=1", "http://localhost:3000", "açaí.com.br", "EXAMPLE.COM:8443"]) expect(checkSiteInput(ok)).toBeNull();
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
  it("gives the headers' fixes as tabs in the platforms' order, and nothing for a category without snippets", () => {
    expect(snippetsFor("headers", "strict-transport-security").map((s) => s.platform)).toEqual(["nginx", "apache", "iis", "cloudflare", "express"]);
    expect(snippetsFor("headers", "subresource-integrity").map((s) => s.platform)).toEqual(["html", "shell"]);
    expect(snippetsFor("headers", "toString")).toEqual([]);
    expect(snippetsFor("tls", "protocols")).toEqual([]);
    expect(snippetsFor("exposure", "git-config")).toEqual([]);
  });

  it("reads every DKIM selector's test as one kind, and falls back from a test's words to its category's, then the general ones", () => {
    expect(testKind("email", "dkim-google")).toBe("dkim-key");
    expect(testKind("email", "dkim")).toBe("dkim");
    expect(testKind("headers", "cookies")).toBe("cookies");
    expect(titleKeys("email", "dkim-s1")).toEqual(["scanners:email.dkim-key.title", "scannerPages:tests.email.dkim-key"]);
    expect(irisKeys("tls", "protocols")).toEqual(["scannerPages:iris.tls.protocols", "scannerPages:iris.tls.generic", "scannerPages:iris.generic"]);
  });
});
