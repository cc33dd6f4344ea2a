import { z } from "zod";
import { profileSchema, signInStartSchema, signInVerifySchema, signUpSchema } from "../../../contract/auth.ts";
import { checkForm, type Wording } from "../../lib/contract-check.ts";
import type { IssueKey } from "../../../contract/issue-key.ts";

// The sign-in, sign-up and profile forms post natively to their route action; before they go,
// the browser checks them with the schemas the API validates with (contract/auth.ts), narrowed
// to the form's fields. The rules only a form has (a company's name, the join-or-create choice)
// are refinements here; the API's answer is the last word.

/** Field → the problem found: a catalog key and its values. */
export type ClientErrors = Partial<Record<string, IssueKey>>;

const email: Wording[string] = { "errors:required": "auth:errors.emailRequired", "errors:email": "auth:errors.emailInvalid" };
const accountType: Wording[string] = { "errors:invalidChoice": "auth:errors.accountType" };

export const emailStepSchema = signInStartSchema.pick({ email: true });

/** An empty code is asked for; a code that is not six digits is refused by the API's own rule. */
export const codeStepSchema = z.object({
  otp: z.string().trim().min(1, { error: "auth:errors.otpRequired" }).pipe(signInVerifySchema.shape.otp),
});

export const signUpFormSchema = signUpSchema
  .pick({ accountType: true, name: true, email: true, organization: true, role: true, phoneNumber: true, website: true, inviteCode: true })
  .superRefine((v, ctx) => {
    // a company account is named at sign-up
    if (v.accountType === "company" && !v.organization)
      ctx.addIssue({ code: "custom", path: ["organization"], message: "errors:required" });
  });

const profileFields = profileSchema.pick({ name: true, accountType: true, entityName: true, domainOption: true });
/** Profile: the domain is checked (the API's rule) only when the company says it has one. */
export const profileFormSchema = profileFields
  .extend({
    domain: z.string().optional(),
    hasDomain: z.string().optional(),
    domainExists: z.string().optional(),
    domainOption: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.accountType !== "company") return;
    const joining = v.domainOption === "join";
    if (!joining && !v.entityName) ctx.addIssue({ code: "custom", path: ["entityName"], message: "errors:required" });
    if (v.hasDomain !== "on") return;
    const domain = (v.domain ?? "").trim();
    const checked = profileSchema.shape.domain.safeParse(domain);
    if (!domain) ctx.addIssue({ code: "custom", path: ["domain"], message: "errors:required" });
    else if (!checked.success)
      ctx.addIssue({ code: "custom", path: ["domain"], message: checked.error.issues[0]?.message ?? "errors:domain" });
    if (v.domainExists === "true" && !v.domainOption)
      ctx.addIssue({ code: "custom", path: ["domainOption"], message: "auth:errors.domainOption" });
    else if (v.domainOption && !profileSchema.shape.domainOption.safeParse(v.domainOption).success)
      ctx.addIssue({ code: "custom", path: ["domainOption"], message: "auth:errors.domainOption" });
  });

const WORDING: Wording = {
  email,
  accountType,
  otp: { "errors:otpFormat": "auth:errors.otpFormat" },
  phoneNumber: { "errors:phone": "auth:errors.phone" },
  domain: { "errors:domain": "auth:errors.domain" },
};

/** A form's check for useAuthSubmit / the profile form: field → catalog key and values, none when it may go. */
const checker =
  (schema: z.ZodType) =>
  (form: FormData): ClientErrors => {
    const checked = checkForm(schema, form, WORDING);
    return checked.ok ? {} : checked.problems;
  };

export const validateEmailStep = checker(emailStepSchema);
export const validateCodeStep = checker(codeStepSchema);
export const validateSignUp = checker(signUpFormSchema);
export const validateProfile = checker(profileFormSchema);
