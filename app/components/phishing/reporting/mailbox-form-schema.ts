import { z } from "zod";
import { mailboxInputSchema, type mailboxSchema } from "../../../../contract/phishing.ts";

/** The company's reporting mailbox as the API answers it (`own`), and the platform's fallback. */
export type MailboxSettings = z.infer<typeof mailboxSchema>;
export type OwnMailbox = NonNullable<MailboxSettings["own"]>;

/** The form's fields, as inputs hold them. */
export type MailboxFormValues = {
  host: string;
  port: string;
  security: "tls" | "starttls";
  username: string;
  password: string;
  folder: string;
  reportAddress: string;
  enabled: boolean;
};

export const MAILBOX_FIELDS = ["host", "port", "security", "username", "password", "folder", "reportAddress", "enabled"] as const;

/** IMAP's usual ports: 993 over TLS from the start, 143 upgraded with STARTTLS. */
export const IMAP_PORT = { tls: "993", starttls: "143" } as const;

/**
 * The form checks with the schema the API validates with (decision 0049): a blank password is
 * left out (the stored one is kept), then mailboxInputSchema reads the body.
 */
export const mailboxFormSchema = z
  .custom<MailboxFormValues>((v) => typeof v === "object" && v !== null)
  .transform((v, ctx) => {
    const parsed = mailboxInputSchema.safeParse(mailboxBody(v));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  });
export type MailboxBody = z.output<typeof mailboxFormSchema>;

export function mailboxBody(v: MailboxFormValues) {
  return {
    host: v.host,
    port: v.port.trim() === "" ? undefined : v.port,
    security: v.security,
    username: v.username,
    password: v.password === "" ? undefined : v.password,
    folder: v.folder.trim() === "" ? undefined : v.folder,
    reportAddress: v.reportAddress.trim(),
    enabled: v.enabled,
  };
}

/** The form's values for the saved mailbox, or empty ones (the password is never known: blank keeps it). */
export const mailboxValuesOf = (m: OwnMailbox | null): MailboxFormValues => ({
  host: m?.host ?? "",
  port: m ? String(m.port) : IMAP_PORT.tls,
  security: m?.security ?? "tls",
  username: m?.username ?? "",
  password: "",
  folder: m?.folder ?? "INBOX",
  reportAddress: m?.reportAddress ?? "",
  enabled: m?.enabled ?? true,
});
