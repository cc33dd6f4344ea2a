import { z } from "zod";
import { ENTITY_TYPES, LANGUAGE_CODES } from "./constants.ts";
import {
  ACCOUNT_LIMITS as MAX,
  DOMAIN_OPTIONS,
  DOMAIN_PATTERN,
  EMAIL_PATTERN,
  EMAIL_PREFERENCE_KEYS,
  OTP_PATTERN,
  PHONE_PATTERN,
} from "./field-rules.ts";

// Request and response shapes of the accounts API (§3, §7). Messages are catalog keys
// (errors namespace) that the API translates; the forms check the same field rules.

export const emailField = z
  .string({ error: "errors:required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "errors:required" })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "errors:email" }))
  .pipe(z.string().max(MAX.email, { error: "errors:tooLong" }));
const email = emailField;
const text = (max: number) =>
  z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(max, { error: "errors:tooLong" });
const optionalText = (max: number) => z.string().trim().max(max, { error: "errors:tooLong" }).optional().nullable();
const otp = z.string({ error: "errors:required" }).trim().regex(OTP_PATTERN, { error: "errors:otpFormat" });
const session = z.string({ error: "errors:required" }).uuid({ error: "errors:sessionInvalid" });
const captchaPayload = z.string({ error: "errors:captchaRequired" }).min(1, { error: "errors:captchaRequired" }).max(2000);
const domain = z.string().trim().toLowerCase().regex(DOMAIN_PATTERN, { error: "errors:domain" });

export const captchaChallengeSchema = z
  .object({ algorithm: z.string(), challenge: z.string(), salt: z.string(), maxnumber: z.number().int(), signature: z.string() })
  .meta({ id: "CaptchaChallenge" });

export const validateEmailSchema = z.object({ email, recaptchaToken: captchaPayload });
export const validatedEmailSchema = z.object({ valid: z.boolean(), email: z.string() });
export type ValidatedEmail = z.infer<typeof validatedEmailSchema>;

export const signInStartSchema = z.object({ email, captchaPayload });
export const signInVerifySchema = z.object({ email, otp, session, rememberMe: z.boolean().default(false), captchaPayload });
/** One call in two steps (§7): without otp/session it sends a code, with both it signs in. */
export const signInSchema = z
  .object({ email, captchaPayload, otp: otp.optional(), session: session.optional(), rememberMe: z.boolean().optional() })
  .superRefine((v, ctx) => {
    if ((v.otp === undefined) !== (v.session === undefined)) {
      ctx.addIssue({ code: "custom", path: [v.otp === undefined ? "otp" : "session"], message: "errors:required" });
    }
  });

export const sessionStartedSchema = z.object({ session: z.string(), resendAfter: z.number().int() }).meta({ id: "OtpSession" });
export type SessionStarted = z.infer<typeof sessionStartedSchema>;

export const authTokensSchema = z
  .object({ accessToken: z.string(), expiresIn: z.number().int(), idToken: z.string(), tokenType: z.literal("Bearer") })
  .meta({ id: "AuthSession" });
export type AuthTokens = z.infer<typeof authTokensSchema>;
/** The first call of a sign-in sends a code (OtpSession); the second signs in (AuthSession). */
export const signInResultSchema = z.union([authTokensSchema, sessionStartedSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export const ACCOUNT_TYPES = ENTITY_TYPES;
export const signUpSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: "errors:invalidChoice" }),
  name: text(MAX.name),
  email,
  role: optionalText(MAX.role),
  organization: optionalText(MAX.organization),
  phoneNumber: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, { error: "errors:phone" })
    .optional()
    .nullable()
    .or(z.literal("").transform(() => null)),
  website: optionalText(MAX.website),
  inviteCode: optionalText(MAX.inviteCode),
  captchaPayload,
  courseId: optionalText(MAX.courseId),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const skillGapDataSchema = z.record(z.string().max(64), z.unknown()).optional().nullable();
export const confirmSignUpSchema = z.object({ session, email, otp, skillGapData: skillGapDataSchema });
export type ConfirmSignUpInput = z.input<typeof confirmSignUpSchema>;

export const completeSignUpSchema = z.object({
  name: text(MAX.name),
  email,
  companyName: optionalText(MAX.companyName),
  phoneNumber: optionalText(MAX.phoneNumber),
  website: optionalText(MAX.website),
});

export const profileSchema = z.object({
  name: text(MAX.name),
  email,
  accountType: z.enum(ACCOUNT_TYPES, { error: "errors:invalidChoice" }),
  entityName: optionalText(MAX.entityName),
  domain: domain
    .optional()
    .nullable()
    .or(z.literal("").transform(() => null)),
  domainOption: z.enum(DOMAIN_OPTIONS, { error: "errors:invalidChoice" }).optional().nullable(),
  hasDomain: z.boolean().optional(),
  pendingApproval: z.boolean().optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const FEDERATED_PROVIDERS = ["google", "microsoft", "oidc"] as const;
export const federatedSignInSchema = z.object({
  provider: z.enum(FEDERATED_PROVIDERS, { error: "errors:invalidChoice" }),
  accountType: z.enum(ACCOUNT_TYPES, { error: "errors:invalidChoice" }).default("individual"),
});
export const federatedStartSchema = z.object({ url: z.url() });
export const federatedProviderSchema = z.object({ id: z.enum(FEDERATED_PROVIDERS), name: z.string() }).meta({ id: "FederatedProvider" });
export type FederatedProvider = z.infer<typeof federatedProviderSchema>;
export const federatedProvidersSchema = z.object({ providers: z.array(federatedProviderSchema) });
/** What the provider put on /auth/oauth-token: code, state and (RFC 9207) iss. */
export const oauthTokenSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(200),
  iss: z.string().max(500).optional(),
});
export const oauthTokenResultSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  id_token: z.string(),
  token_type: z.literal("Bearer"),
  isNewUser: z.boolean(),
});
export type OAuthTokenResult = z.infer<typeof oauthTokenResultSchema>;
/** What the provider said about a federated identity, as it said it. */
export const oauthUserinfoSchema = z.record(z.string(), z.unknown());

export const roleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  permissions: z.array(z.object({ permissionSlug: z.string() })),
});
export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    isManager: z.boolean(),
    pendingApproval: z.boolean(),
    completedProfile: z.boolean(),
    languageCode: z.enum(LANGUAGE_CODES),
    interactionFlag: z.array(z.string()),
    emailPreferences: z.record(z.string(), z.boolean()),
    isFederated: z.boolean(),
    userEntities: z.array(
      z.object({
        entity: z.object({
          id: z.string(),
          name: z.string(),
          type: z.enum(ENTITY_TYPES),
          features: z.array(z.string()),
          stripeCustomerId: z.string().nullable(),
        }),
        roles: z.array(roleSchema),
      }),
    ),
    signUpCompanyName: z
      .string()
      .nullable()
      .describe("The company name typed at sign-up: what completing the profile offers as the company's name"),
    pendingEntry: z
      .object({ entityName: z.string(), requestedAt: z.string() })
      .nullable()
      .describe("The company the user asked to join, while a manager has not decided"),
    permissions: z.array(z.string()).describe("Union of the permissions of the user's roles in the active entity"),
    features: z.array(z.string()).describe("Features of the active entity"),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;
export const profileResultSchema = z.object({ user: userSchema });

export const emailPreferencesSchema = z.object({
  emailPreferences: z.partialRecord(z.enum(EMAIL_PREFERENCE_KEYS, { error: "errors:invalidChoice" }), z.boolean()),
});
export const switchLanguageSchema = z.object({ language: z.enum(LANGUAGE_CODES, { error: "errors:invalidChoice" }) });
export const interactionFlagSchema = z.object({
  flag: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, { error: "errors:invalidValue" }),
});
export const personalDataSchema = z.object({ name: text(MAX.name), phoneNumber: optionalText(MAX.phoneNumber) });
export const managerModeInputSchema = z.object({ enabled: z.boolean() });
export const managerModeSchema = z.object({ managerMode: z.boolean() });
export type ManagerMode = z.infer<typeof managerModeSchema>;
/** The page to go back to once the session is renewed. */
export const resumeSchema = z.object({ next: z.string().max(2048).default("/") });
