import { describe, expect, it } from "vitest";
import { ltiRegistrationInputSchema } from "../../../contract/lti.ts";
import { contractErrors } from "../../lib/contract-form.ts";
import { deploymentLines, formValuesOf, registrationFormSchema } from "./registration-form-schema.ts";

const valid = {
  name: "",
  issuer: "https://moodle.example.com",
  clientId: "abc123",
  deploymentIds: " 1 \n\n2\r\n",
  authLoginUrl: "https://moodle.example.com/mod/lti/auth.php",
  authTokenUrl: "https://moodle.example.com/mod/lti/token.php",
  keysetUrl: "https://moodle.example.com/mod/lti/certs.php",
};
const t = (key: string, vars?: Record<string, string | number>) => (vars?.max ? `${key}(${vars.max})` : key);
const errorsOf = (values: typeof valid) => {
  const parsed = registrationFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(Object.entries(contractErrors(parsed.error.issues, t)).map(([k, v]) => [k, v.message]));
};

describe("the LTI registration form", () => {
  it("reads deployment ids one a line, without blank lines or spaces", () => {
    expect(deploymentLines(" a \n\nb\r\nc ")).toEqual(["a", "b", "c"]);
    const parsed = registrationFormSchema.parse(valid);
    expect(parsed.deploymentIds).toEqual(["1", "2"]);
    expect(parsed.name).toBe("");
  });

  it("takes http only on this machine (an LMS emulator)", () => {
    expect(errorsOf({ ...valid, issuer: "http://localhost:8080", keysetUrl: "http://127.0.0.1/jwks" })).toEqual({});
    expect(errorsOf({ ...valid, issuer: "http://moodle.example.com" })).toEqual({ issuer: "companyLti:form.invalidUrl" });
    expect(errorsOf({ ...valid, authTokenUrl: "not a url" })).toEqual({ authTokenUrl: "companyLti:form.invalidUrl" });
  });

  it("tells the deployment list's problems on its own field", () => {
    expect(errorsOf({ ...valid, deploymentIds: "\n  \n" })).toEqual({ deploymentIds: "companyLti:form.deploymentsRequired" });
    expect(errorsOf({ ...valid, deploymentIds: "1\n1" })).toEqual({ deploymentIds: "companyLti:form.duplicateDeployment" });
    const many = Array.from({ length: 21 }, (_, i) => String(i)).join("\n");
    expect(errorsOf({ ...valid, deploymentIds: many })).toEqual({ deploymentIds: "companyLti:form.tooManyDeployments(20)" });
  });

  it("asks for the client id and keeps the name short", () => {
    expect(errorsOf({ ...valid, clientId: " ", name: "x".repeat(81) })).toEqual({
      clientId: "errors:required",
      name: "errors:tooLong(80)",
    });
  });

  it("starts empty, or from the registration it edits", () => {
    expect(formValuesOf().deploymentIds).toBe("");
    const r = { ...registrationFormSchema.parse(valid), id: "x", name: "Moodle", createdAt: "", updatedAt: "", lastLaunchAt: null };
    expect(formValuesOf(r)).toMatchObject({ name: "Moodle", deploymentIds: "1\n2", issuer: valid.issuer });
  });

  it("gives the API's own schema's verdicts, field by field", () => {
    const samples: Partial<typeof valid>[] = [
      {},
      { issuer: "http://localhost:8080" },
      { issuer: "http://moodle.example.com" },
      { issuer: "https://user:pw@moodle.example.com" },
      { keysetUrl: "ftp://moodle.example.com/certs" },
      { authLoginUrl: "" },
      { clientId: "" },
      { clientId: "x".repeat(256) },
      { name: "x".repeat(80) },
      { name: "x".repeat(81) },
      { deploymentIds: "" },
      { deploymentIds: "a\na" },
      { deploymentIds: "x".repeat(256) },
      { deploymentIds: Array.from({ length: 20 }, (_, i) => `d${i}`).join("\n") },
      { deploymentIds: Array.from({ length: 21 }, (_, i) => `d${i}`).join("\n") },
    ];
    const fields = (issues: { path: PropertyKey[] }[]) => [...new Set(issues.map((i) => String(i.path[0])))].sort();
    for (const sample of samples) {
      const values = { ...valid, ...sample };
      const form = registrationFormSchema.safeParse(values);
      const api = ltiRegistrationInputSchema.safeParse({ ...values, deploymentIds: deploymentLines(values.deploymentIds) });
      expect(form.success, JSON.stringify(sample)).toBe(api.success);
      if (!form.success && !api.success) expect(fields(form.error.issues), JSON.stringify(sample)).toEqual(fields(api.error.issues));
      if (form.success && api.success) expect(form.data).toEqual({ ...api.data, name: api.data.name ?? "" });
    }
  });
});
