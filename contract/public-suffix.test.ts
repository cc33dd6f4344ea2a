import { describe, expect, it } from "vitest";
import { allowedDomainProblem } from "./company-settings-rules.ts";
import { isFreeMailHost, isPublicSuffix, registrableDomain } from "./public-suffix.ts";

describe("domains read by the public suffix list", () => {
  it("finds who registered a host, under two-part suffixes too", () => {
    expect(registrableDomain("mail.example.com.br")).toBe("example.com.br");
    expect(registrableDomain("example.com.br.pagamentos.net")).toBe("pagamentos.net");
    expect(registrableDomain("pay.example.co.uk")).toBe("example.co.uk");
    expect(registrableDomain("Login.Example.COM")).toBe("example.com");
    expect(registrableDomain("com.br")).toBeNull();
    expect([isPublicSuffix("com.br"), isPublicSuffix("co.uk"), isPublicSuffix("gov.br"), isPublicSuffix("empresa.gov.br")]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("knows a free-mail provider under its subdomains, and not a company that merely sounds like one", () => {
    expect(isFreeMailHost("gmail.com")).toBe(true);
    expect(isFreeMailHost("alunos.uol.com.br")).toBe(true);
    expect(isFreeMailHost("gmail.com.br.example.com")).toBe(false);
    expect(isFreeMailHost("acme.com.br")).toBe(false);
  });

  it("keeps a company's allowed domains to domains someone registered", () => {
    expect(allowedDomainProblem("com.br")).toBe("errors.domainPublicSuffix");
    expect(allowedDomainProblem("co.uk")).toBe("errors.domainPublicSuffix");
    expect(allowedDomainProblem("mail.yahoo.com.br")).toBe("errors.domainFreeMail");
    expect(allowedDomainProblem("acme.com.br")).toBeNull();
    expect(allowedDomainProblem("not a domain")).toBe("errors.domainInvalid");
  });
});
