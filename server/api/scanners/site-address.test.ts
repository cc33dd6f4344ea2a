import { describe, expect, it } from "vitest";
import { defaultEmailDomain, parseSiteAddress, parseSubdomain } from "./site-address.ts";

const strict = { allowPrivate: false };

describe("a website's address as people type it", () => {
  it.each([
    ["example.com", "https://example.com", "example.com", null],
    ["  Example.COM.  ", "https://example.com", "example.com", null],
    ["http://www.example.com/", "http://www.example.com", "www.example.com", null],
    ["https://example.com:443/about?x=1#top", "https://example.com", "example.com", null],
    ["http://example.com:80", "http://example.com", "example.com", null],
    ["example.com:8443", "https://example.com:8443", "example.com", 8443],
    ["HTTPS://Sub.Example.co.uk:8080/path", "https://sub.example.co.uk:8080", "sub.example.co.uk", 8080],
  ])("%s is %s", (input, url, host, port) => {
    expect(parseSiteAddress(input, strict)).toMatchObject({ url, host, port, isAddress: false });
  });

  it("stores an international name in punycode and shows it as people write it", () => {
    expect(parseSiteAddress("https://Açaí.com.br/loja", strict)).toEqual({
      url: "https://xn--aa-4iaz.com.br",
      scheme: "https",
      host: "xn--aa-4iaz.com.br",
      displayHost: "açaí.com.br",
      port: null,
      isAddress: false,
    });
    expect(parseSiteAddress("例え.テスト", strict)).toMatchObject({ host: "xn--r8jz45g.xn--zckzah", displayHost: "例え.テスト" });
  });

  it.each([
    ["ftp://example.com", { problem: "scheme", scheme: "ftp" }],
    ["javascript:alert(1)", { problem: "scheme", scheme: "javascript" }],
    ["mailto:someone@example.com", { problem: "scheme", scheme: "mailto" }],
    ["https://user:secret@example.com", { problem: "credentials" }],
    ["intranet", { problem: "host", host: "intranet" }],
    ["exa mple.com", { problem: "invalid" }],
    ["-bad-.example.com", { problem: "host", host: "-bad-.example.com" }],
    ["example.123", { problem: "invalid" }],
    ["under_score.example.com", { problem: "host", host: "under_score.example.com" }],
    ["", { problem: "invalid" }],
    ["http:example.com", { problem: "invalid" }],
  ])("refuses %j", (input, problem) => {
    expect(parseSiteAddress(input, strict)).toEqual(problem);
  });

  it.each([
    ["127.0.0.1", "127.0.0.1", "loopback"],
    ["http://[::1]:8080", "::1", "loopback"],
    ["[::ffff:127.0.0.1]", "::ffff:7f00:1", "loopback"],
    ["2130706433", "127.0.0.1", "loopback"],
    ["0x7f.1", "127.0.0.1", "loopback"],
    ["localhost", "localhost", "loopback"],
    ["https://app.localhost:3000", "app.localhost", "loopback"],
    ["10.1.2.3", "10.1.2.3", "private"],
    ["169.254.169.254", "169.254.169.254", "metadata"],
    ["[fd00:ec2::254]", "fd00:ec2::254", "metadata"],
  ])("refuses %s, an address no public website has (%s, %s)", (input, host, reason) => {
    expect(parseSiteAddress(input, strict)).toEqual({ problem: "refused", host, reason });
  });

  it("accepts public address literals, and private ones when the operator allows private networks", () => {
    expect(parseSiteAddress("http://93.184.215.14", strict)).toMatchObject({
      url: "http://93.184.215.14",
      host: "93.184.215.14",
      isAddress: true,
    });
    expect(parseSiteAddress("[2606:2800:21f:cb07:6820:80da:af6b:8b2c]:8443", strict)).toMatchObject({
      url: "https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]:8443",
      port: 8443,
    });
    expect(parseSiteAddress("http://127.0.0.1:8080", { allowPrivate: true })).toMatchObject({
      url: "http://127.0.0.1:8080",
      host: "127.0.0.1",
      port: 8080,
    });
    // metadata addresses stay refused whatever the operator allows
    expect(parseSiteAddress("169.254.169.254", { allowPrivate: true })).toEqual({
      problem: "refused",
      host: "169.254.169.254",
      reason: "metadata",
    });
  });

  it("takes the registrable domain for the e-mail checks, and sub-domains under it only", () => {
    expect(defaultEmailDomain("www.shop.example.co.uk")).toBe("example.co.uk");
    expect(defaultEmailDomain("site.test")).toBe("site.test");
    expect(defaultEmailDomain("93.184.215.14")).toBeNull();
    expect(parseSubdomain("Blog.Example.com.", "www.example.com")).toBe("blog.example.com");
    expect(parseSubdomain("example.com", "www.example.com")).toBe("example.com");
    expect(parseSubdomain("lojá.example.com", "example.com")).toBe("xn--loj-gla.example.com");
    expect(parseSubdomain("example.org", "www.example.com")).toBeNull();
    expect(parseSubdomain("notexample.com", "example.com")).toBeNull();
    expect(parseSubdomain("a..example.com", "example.com")).toBeNull();
  });
});
