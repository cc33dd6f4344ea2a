import { describe, expect, it } from "vitest";
import { checkDomainSpec, isSpfRecord, parseSpf } from "./spf-parse.ts";

const problems = (record: string) => parseSpf(record).problems.map((p) => `${p.term} ${p.problem}`);

describe("SPF syntax (RFC 7208 §12)", () => {
  it("recognises an SPF record by its version followed by a space or nothing", () => {
    expect(isSpfRecord("v=spf1 -all")).toBe(true);
    expect(isSpfRecord("v=spf1")).toBe(true);
    expect(isSpfRecord("V=SPF1 mx -all")).toBe(true);
    expect(isSpfRecord("v=spf10 -all")).toBe(false);
    expect(isSpfRecord("google-site-verification=abc")).toBe(false);
    expect(isSpfRecord(" v=spf1 -all")).toBe(false);
  });

  it("reads every mechanism and modifier with its qualifier and value", () => {
    const { terms, problems: found } = parseSpf(
      "v=spf1 ip4:192.0.2.0/24 ip6:2001:db8::/32 a a:mail.example.com/24//64 mx/24 -mx:example.net ~include:_spf.example.org ?exists:%{i}._spf.example.com ptr all redirect=_spf.example.com exp=explain.%{d} custom=x",
    );
    expect(found).toEqual([]);
    expect(terms.map((t) => (t.kind === "mechanism" ? `${t.qualifier}${t.name}:${t.value ?? ""}` : `${t.name}=${t.value}`))).toEqual([
      "+ip4:192.0.2.0/24",
      "+ip6:2001:db8::/32",
      "+a:",
      "+a:mail.example.com",
      "+mx:",
      "-mx:example.net",
      "~include:_spf.example.org",
      "?exists:%{i}._spf.example.com",
      "+ptr:",
      "+all:",
      "redirect=_spf.example.com",
      "exp=explain.%{d}",
      "custom=x",
    ]);
  });

  it("names each broken term and why", () => {
    expect(
      problems(
        "v=spf1 foo:bar include: all:x ip4:300.1.1.1 ip4:192.0.2.0/33 ip6:zz:: a:example.com/40 mx:exa_mple include:example exists:%{x}.example.com redirect=a.example.com redirect=b.example.com 1bad=x -all",
      ),
    ).toEqual([
      "foo:bar unknown-mechanism",
      "include: missing-domain",
      "all:x unexpected-value",
      "ip4:300.1.1.1 bad-ip4",
      "ip4:192.0.2.0/33 bad-cidr",
      "ip6:zz:: bad-ip6",
      "a:example.com/40 bad-cidr",
      "mx:exa_mple bad-domain",
      "include:example bad-domain",
      "exists:%{x}.example.com bad-macro",
      "redirect=b.example.com duplicate-modifier",
      "1bad=x unknown-mechanism",
    ]);
  });

  it("checks domain-specs: a top label with a letter, label lengths, macros (c, r and t only in explanations)", () => {
    expect(checkDomainSpec("example.com")).toBe("ok");
    expect(checkDomainSpec("example.com.")).toBe("ok");
    expect(checkDomainSpec("mail.example.123")).toBe("bad-domain");
    expect(checkDomainSpec(`${"a".repeat(64)}.example.com`)).toBe("bad-domain");
    expect(checkDomainSpec("%{i}._spf.%{d}")).toBe("macro");
    expect(checkDomainSpec("%{ir}.%{v}._spf.example.com")).toBe("macro");
    expect(checkDomainSpec("%{d2r-}.example.com")).toBe("macro");
    expect(checkDomainSpec("%{c}.example.com")).toBe("bad-macro");
    expect(checkDomainSpec("50%.example.com")).toBe("bad-macro");
  });
});
