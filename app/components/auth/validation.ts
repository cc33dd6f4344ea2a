import { ENTITY_TYPES } from "../../../contract/constants.ts";
import { ACCOUNT_LIMITS as LIMITS, DOMAIN_PATTERN, EMAIL_PATTERN, OTP_PATTERN, PHONE_PATTERN } from "../../../contract/field-rules.ts";

// The checks run in the browser before sending, with the field rules contract/auth.ts builds its
// schemas from (the API checks again and answers with translated issues). The form-only rules
// (a company's name, the join-or-create choice) are the forms' own. Values are auth:* catalog
// keys plus their variables.

export interface ClientError {
  key: string;
  vars?: Record<string, number>;
}
export type ClientErrors = Partial<Record<string, ClientError>>;

const isAccountType = (v: string) => (ENTITY_TYPES as readonly string[]).includes(v);

const get = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : "";
};

export function checkEmail(value: string): ClientError | undefined {
  if (!value) return { key: "errors.emailRequired" };
  if (!EMAIL_PATTERN.test(value)) return { key: "errors.emailInvalid" };
  if (value.length > LIMITS.email) return { key: "errors.tooLong", vars: { max: LIMITS.email } };
  return undefined;
}

function checkText(value: string, max: number, required: boolean): ClientError | undefined {
  if (!value) return required ? { key: "errors.required" } : undefined;
  return value.length > max ? { key: "errors.tooLong", vars: { max } } : undefined;
}

const clean = (errors: ClientErrors): ClientErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as ClientErrors;

export function validateEmailStep(form: FormData): ClientErrors {
  return clean({ email: checkEmail(get(form, "email")) });
}

export function validateCodeStep(form: FormData): ClientErrors {
  const otp = get(form, "otp");
  return clean({ otp: !otp ? { key: "errors.otpRequired" } : OTP_PATTERN.test(otp) ? undefined : { key: "errors.otpFormat" } });
}

export function validateSignUp(form: FormData): ClientErrors {
  const company = get(form, "accountType") === "company";
  const phone = get(form, "phoneNumber");
  return clean({
    accountType: isAccountType(get(form, "accountType")) ? undefined : { key: "errors.accountType" },
    name: checkText(get(form, "name"), LIMITS.name, true),
    email: checkEmail(get(form, "email")),
    organization: checkText(get(form, "organization"), LIMITS.organization, company),
    role: checkText(get(form, "role"), LIMITS.role, false),
    phoneNumber: phone && !PHONE_PATTERN.test(phone) ? { key: "errors.phone" } : undefined,
    website: checkText(get(form, "website"), LIMITS.website, false),
    inviteCode: checkText(get(form, "inviteCode"), LIMITS.inviteCode, false),
  });
}

export function validateProfile(form: FormData): ClientErrors {
  const company = get(form, "accountType") === "company";
  const joining = get(form, "domainOption") === "join";
  const hasDomain = form.get("hasDomain") === "on";
  const domain = get(form, "domain").toLowerCase();
  return clean({
    name: checkText(get(form, "name"), LIMITS.name, true),
    accountType: isAccountType(get(form, "accountType")) ? undefined : { key: "errors.accountType" },
    entityName: company ? checkText(get(form, "entityName"), LIMITS.entityName, !joining) : undefined,
    domain: company && hasDomain ? (!domain ? { key: "errors.required" } : DOMAIN_PATTERN.test(domain) ? undefined : { key: "errors.domain" }) : undefined,
    domainOption: company && hasDomain && form.get("domainExists") === "true" && !get(form, "domainOption") ? { key: "errors.domainOption" } : undefined,
  });
}
