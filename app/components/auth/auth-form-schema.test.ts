// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApi, clickAndSettle, fieldLabelled, type Mounted, mountInPage, typeInto } from "../../lib/form-test-kit.ts";
import { validateCodeStep, validateEmailStep, validateProfile, validateSignUp } from "./auth-form-schema.ts";
import { ProfileForm } from "./profile-form.tsx";

// The sign-in, sign-up and profile forms check with the API's schemas (contract/auth.ts) before
// they post to their route action, in their own words where they had them.

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};
const keys = (errors: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, e?.key]));

describe("the auth forms' checks", () => {
  it("sign-in: an e-mail the API takes, and a six-digit code", () => {
    expect(keys(validateEmailStep(form({ intent: "start", email: "" })))).toEqual({ email: "auth:errors.emailRequired" });
    expect(keys(validateEmailStep(form({ intent: "start", email: "ana@empresa" })))).toEqual({ email: "auth:errors.emailInvalid" });
    expect(validateEmailStep(form({ intent: "start", email: " Ana@Example.com " }))).toEqual({});
    expect(keys(validateCodeStep(form({ otp: "" })))).toEqual({ otp: "auth:errors.otpRequired" });
    expect(keys(validateCodeStep(form({ otp: "12345" })))).toEqual({ otp: "auth:errors.otpFormat" });
    expect(validateCodeStep(form({ otp: "123456", session: "s", email: "a@b.co" }))).toEqual({});
  });

  it("sign-up: a company is named, the phone and the lengths are the API's", () => {
    const base = { intent: "sign-up", name: "Ana", email: "ana@acme.com", accountType: "company" };
    expect(keys(validateSignUp(form(base)))).toEqual({ organization: "errors:required" });
    const wrong = validateSignUp(form({ ...base, organization: "Acme", phoneNumber: "call me", role: "x".repeat(101) }));
    expect(keys(wrong)).toEqual({ phoneNumber: "auth:errors.phone", role: "errors:tooLong" });
    expect(wrong.role?.vars.max).toBe(100);
    expect(keys(validateSignUp(form({ ...base, accountType: "" })))).toEqual({ accountType: "auth:errors.accountType" });
    expect(validateSignUp(form({ ...base, accountType: "individual" }))).toEqual({});
  });

  it("profile: a company's domain when it has one, and the join-or-create choice when the domain is taken", () => {
    const base = { name: "Ana", email: "ana@acme.com", accountType: "company", hasDomain: "on", domain: "acme.com", entityName: "Acme" };
    expect(validateProfile(form(base))).toEqual({});
    expect(keys(validateProfile(form({ ...base, domain: "http://acme" })))).toEqual({ domain: "auth:errors.domain" });
    expect(keys(validateProfile(form({ ...base, domainExists: "true" })))).toEqual({ domainOption: "auth:errors.domainOption" });
    // joining needs no name of its own
    expect(validateProfile(form({ ...base, entityName: "", domainExists: "true", domainOption: "join" }))).toEqual({});
    expect(keys(validateProfile(form({ ...base, entityName: "", domainExists: "true", domainOption: "create" })))).toEqual({
      entityName: "errors:required",
    });
    // an individual has no company fields to check
    expect(validateProfile(form({ name: "Ana", email: "ana@acme.com", accountType: "individual" }))).toEqual({});
  });
});

describe("the profile form", () => {
  let page: Mounted;
  afterEach(() => page.unmount());
  const defaults = { name: "", email: "ana@gmail.com", accountType: "company" as const, entityName: "" };
  const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;

  it("names what is missing in Portuguese and does not post; filled in, it posts", async () => {
    answerApi(() => ({ status: 404 }));
    const posted: FormData[] = [];
    page = await mountInPage(createElement(ProfileForm, { defaults, brand: "Skill5" }), "pt", (f) => (posted.push(f), null));
    await clickAndSettle(button("Salvar e continuar"));
    expect(fieldLabelled(page.host, "Nome completo")).toMatchObject({ invalid: true, error: "Este campo é obrigatório." });
    expect(fieldLabelled(page.host, "Nome da empresa")).toMatchObject({ invalid: true, error: "Este campo é obrigatório." });
    expect(posted).toHaveLength(0);

    await typeInto(fieldLabelled(page.host, "Nome completo").control, "Ana Souza");
    await typeInto(fieldLabelled(page.host, "Nome da empresa").control, "Acme");
    await clickAndSettle(button("Salvar e continuar"));
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ name: "Ana Souza", entityName: "Acme", accountType: "company" });
  });
});
