import { z } from "zod";
import { ENTITY_TYPES, LANGUAGE_CODES } from "./constants.ts";

// Request and response shapes of the accounts API (§3, §7). Messages are catalog keys
// (errors namespace) that the API translates; forms reuse these schemas.

const email = z.string({ error: "errors:required" }).trim().toLowerCase().min(1, { error: "errors:required" }).pipe(z.email({ error: "errors:email" })).pipe(z.string().max(254, { error: "errors:tooLong" }));
const text = (max: number) => z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(max, { error: "errors:tooLong" });
const optionalText = (max: number) => z.string().trim().max(max, { error: "errors:tooLong" }).optional().nullable();
const otp = z.string({ error: "errors:required" }).trim().regex(/^\d{6}$/, { error: "errors:otpFormat" });
const session = z.string({ error: "errors:required" }).uuid({ error: "errors:sessionInvalid" });
const captchaPayload = z.string({ error: "errors:captchaRequired" }).min(1, { error: "errors:captchaRequired" }).max(2000);

export const captchaChallengeSchema = z
  .object({ algorithm: z.string(), challenge: z.string(), salt: z.string(), maxnumber: z.number().int(), signature: z.string() })
  .meta({ id: "CaptchaChallenge" });

export const validateEmailSchema = z.object({ email, recaptchaToken: captchaPayload });

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

export const authTokensSchema = z
  .object({ accessToken: z.string(), expiresIn: z.number().int(), idToken: z.string(), tokenType: z.literal("Bearer") })
  .meta({ id: "AuthSession" });

export const ACCOUNT_TYPES = ENTITY_TYPES;
export const signUpSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: "errors:invalidChoice" }),
  name: text(100),
  email,
  role: optionalText(100),
  organization: optionalText(160),
  phoneNumber: z.string().trim().regex(/^\+?[\d\s().-]{7,40}$/, { error: "errors:phone" }).optional().nullable().or(z.literal("").transform(() => null)),
  website: optionalText(200),
  inviteCode: optionalText(64),
  captchaPayload,
  courseId: optionalText(64),
});

export const skillGapDataSchema = z.record(z.string().max(64), z.unknown()).optional().nullable();
export const confirmSignUpSchema = z.object({ session, email, otp, skillGapData: skillGapDataSchema });

export const completeSignUpSchema = z.object({
  name: text(100),
  email,
  companyName: optionalText(160),
  phoneNumber: optionalText(40),
  website: optionalText(200),
});

export const DOMAIN_OPTIONS = ["join", "create"] as const;
export const profileSchema = z.object({
  name: text(100),
  email,
  accountType: z.enum(ACCOUNT_TYPES, { error: "errors:invalidChoice" }),
  entityName: optionalText(160),
  domain: z.string().trim().toLowerCase().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, { error: "errors:domain" }).optional().nullable().or(z.literal("").transform(() => null)),
  domainOption: z.enum(DOMAIN_OPTIONS, { error: "errors:invalidChoice" }).optional().nullable(),
  hasDomain: z.boolean().optional(),
  pendingApproval: z.boolean().optional(),
});

export const searchDomainSchema = z.object({ domain: z.string().trim().toLowerCase().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, { error: "errors:domain" }) });
export const searchDomainResultSchema = z.object({ exists: z.boolean(), entityName: z.string().nullable() });

export const FEDERATED_PROVIDERS = ["google", "microsoft", "oidc"] as const;
export const federatedSignInSchema = z.object({
  provider: z.enum(FEDERATED_PROVIDERS, { error: "errors:invalidChoice" }),
  accountType: z.enum(ACCOUNT_TYPES, { error: "errors:invalidChoice" }).default("individual"),
});
/** What the provider put on /auth/oauth-token: code, state and (RFC 9207) iss. */
export const oauthTokenSchema = z.object({ code: z.string().min(1).max(4096), state: z.string().min(1).max(200), iss: z.string().max(500).optional() });
export const oauthTokenResultSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  id_token: z.string(),
  token_type: z.literal("Bearer"),
  isNewUser: z.boolean(),
});

export const roleSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), permissions: z.array(z.object({ permissionSlug: z.string() })) });
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
        entity: z.object({ id: z.string(), name: z.string(), type: z.enum(ENTITY_TYPES), features: z.array(z.string()), stripeCustomerId: z.string().nullable() }),
        roles: z.array(roleSchema),
      }),
    ),
    pendingEntry: z
      .object({ entityName: z.string(), requestedAt: z.string() })
      .nullable()
      .describe("The company the user asked to join, while a manager has not decided"),
    permissions: z.array(z.string()).describe("Union of the permissions of the user's roles in the active entity"),
    features: z.array(z.string()).describe("Features of the active entity"),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

export const EMAIL_PREFERENCE_KEYS = ["productUpdates", "courseReminders", "weeklySummary", "teamActivity"] as const;
export const emailPreferencesSchema = z.object({
  emailPreferences: z.partialRecord(z.enum(EMAIL_PREFERENCE_KEYS, { error: "errors:invalidChoice" }), z.boolean()),
});
export const switchLanguageSchema = z.object({ language: z.enum(LANGUAGE_CODES, { error: "errors:invalidChoice" }) });
export const interactionFlagSchema = z.object({ flag: z.string().trim().regex(/^[a-z0-9-]{1,64}$/, { error: "errors:invalidValue" }) });
export const personalDataSchema = z.object({ name: text(100), phoneNumber: optionalText(40) });

export const notificationSchema = z.object({ id: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), isRead: z.boolean(), createdAt: z.string() }).meta({ id: "Notification" });
export const notificationListSchema = z.object({ notificationsNotRead: z.number().int(), data: z.array(notificationSchema), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export const markReadSchema = z.object({ id: z.string(), isRead: z.boolean() });
export const sendNotificationsSchema = z.object({ emails: z.array(email).min(1, { error: "errors:required" }).max(500), slug: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: "errors:invalidValue" }) });

export const accessActivitySchema = z.object({ id: z.string(), userName: z.string(), userEmail: z.string(), kind: z.enum(["sign-in", "renewal"]), createdAt: z.string(), ip: z.string().nullable() });
export const accessActivityListSchema = z.object({ data: z.array(accessActivitySchema), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const entryRequestSchema = z.object({ id: z.string(), userName: z.string(), userEmail: z.string(), status: z.enum(["pending", "approved", "rejected"]), createdAt: z.string() });
