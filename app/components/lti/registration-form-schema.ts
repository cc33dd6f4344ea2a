import { z } from "zod";
import { isLtiPlatformUrl, LTI_LIMITS } from "../../../contract/lti-limits.ts";
import type { LtiRegistration } from "../../../contract/lti.ts";

// The API checks a registration with contract/lti.ts's ltiRegistrationInputSchema, whose messages
// are the server's catalog (never sent to the browser). This form checks the same rules, from the
// same limits and URL test (contract/lti-limits.ts), in the page's own words; the test holds the
// two to the same verdicts.

/** Deployment ids as the form holds them: one a line, blank lines and surrounding spaces left out. */
export const deploymentLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const platformUrl = z
  .string()
  .trim()
  .min(1, { error: "errors:required" })
  .max(LTI_LIMITS.url, { error: "errors:tooLong" })
  .refine(isLtiPlatformUrl, { error: "companyLti:form.invalidUrl" });
const id = (max: number) => z.string().trim().min(1, { error: "errors:required" }).max(max, { error: "errors:tooLong" });

/**
 * A registration as the dialog's form holds it (deployment ids as lines of text), made into the
 * body POST and PUT take; the deployment list's problems (none, too many, one twice, one too
 * long) are told on its field.
 */
export const registrationFormSchema = z.object({
  name: z.string().trim().max(LTI_LIMITS.name, { error: "errors:tooLong" }),
  issuer: platformUrl,
  clientId: id(LTI_LIMITS.clientId),
  deploymentIds: z.string().transform((text, ctx) => {
    const ids = deploymentLines(text);
    const problem = (message: string, max?: number) => {
      ctx.addIssue(max === undefined ? { code: "custom", message } : { code: "too_big", origin: "array", maximum: max, message });
      return z.NEVER;
    };
    if (!ids.length) return problem("companyLti:form.deploymentsRequired");
    if (ids.length > LTI_LIMITS.maxDeployments) return problem("companyLti:form.tooManyDeployments", LTI_LIMITS.maxDeployments);
    if (ids.some((d) => d.length > LTI_LIMITS.deploymentId)) return problem("errors:tooLong", LTI_LIMITS.deploymentId);
    if (new Set(ids).size !== ids.length) return problem("companyLti:form.duplicateDeployment");
    return ids;
  }),
  authLoginUrl: platformUrl,
  authTokenUrl: platformUrl,
  keysetUrl: platformUrl,
});

export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

export const REGISTRATION_FIELDS = ["name", "issuer", "clientId", "deploymentIds", "authLoginUrl", "authTokenUrl", "keysetUrl"] as const;

/** The form's values for a new registration, or for editing `r`. */
export const formValuesOf = (r?: LtiRegistration | null): RegistrationFormValues => ({
  name: r?.name ?? "",
  issuer: r?.issuer ?? "",
  clientId: r?.clientId ?? "",
  deploymentIds: r?.deploymentIds.join("\n") ?? "",
  authLoginUrl: r?.authLoginUrl ?? "",
  authTokenUrl: r?.authTokenUrl ?? "",
  keysetUrl: r?.keysetUrl ?? "",
});
