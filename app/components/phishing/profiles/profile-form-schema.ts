import { z } from "zod";
import { sendingProfileInputSchema, type sendingProfileSchema } from "../../../../contract/phishing.ts";

/** A sending profile as the API answers it. */
export type SendingProfile = z.infer<typeof sendingProfileSchema>;

/** The dialog's fields, as text inputs hold them. */
export type ProfileFormValues = {
  name: string;
  host: string;
  port: string;
  security: "tls" | "starttls";
  username: string;
  password: string;
  fromAddress: string;
  ratePerMinute: string;
};

export const PROFILE_FIELDS = ["name", "host", "port", "security", "username", "password", "fromAddress", "ratePerMinute"] as const;

/** The usual port of each kind of security: 465 for TLS from the start, 587 for STARTTLS. */
export const DEFAULT_PORT = { tls: "465", starttls: "587" } as const;

/**
 * The form checks with the schema the API validates with (docs/decisions/0049-forms-with-contract-schemas.md):
 * blank optional fields are left out (a password left blank keeps the stored one), then
 * sendingProfileInputSchema reads the body, so both say the same in the visitor's language.
 */
export const profileFormSchema = z
  .custom<ProfileFormValues>((v) => typeof v === "object" && v !== null)
  .transform((v, ctx) => {
    const parsed = sendingProfileInputSchema.safeParse(profileBody(v));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  });
export type ProfileBody = z.output<typeof profileFormSchema>;

/** The body POST and PUT take, from the form's values. */
export function profileBody(v: ProfileFormValues) {
  const blank = (s: string) => (s.trim() === "" ? undefined : s);
  return {
    name: v.name,
    host: v.host,
    port: v.port.trim() === "" ? undefined : v.port,
    security: v.security,
    username: blank(v.username),
    password: v.password === "" ? undefined : v.password,
    fromAddress: v.fromAddress.trim(),
    ratePerMinute: blank(v.ratePerMinute),
  };
}

/** The form's values for a new profile, or for editing `p` (the password is never known: blank keeps it). */
export const formValuesOf = (p?: SendingProfile | null): ProfileFormValues => ({
  name: p?.name ?? "",
  host: p?.host ?? "",
  port: p ? String(p.port) : DEFAULT_PORT.starttls,
  security: p?.security ?? "starttls",
  username: p?.username ?? "",
  password: "",
  fromAddress: p?.fromAddress ?? "",
  ratePerMinute: p ? String(p.ratePerMinute) : "",
});

/** The test e-mail's address, as the API takes it (sendingProfileTestInputSchema's rule), said in the page's words. */
export const testFormSchema = z.object({
  to: z
    .string()
    .trim()
    .pipe(z.email({ error: "errors:email" })),
});
