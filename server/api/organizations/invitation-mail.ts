import { createHash, randomBytes } from "node:crypto";
import { LANGUAGE_TO_LOCALE, LOCALE_PREFIX, type LanguageCode } from "../../../contract/constants.ts";
import { INVITATION_DAYS } from "../../../contract/member-rules.ts";
import { translate } from "../../platform/i18n.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Site } from "../../platform/site.ts";

// An invitation's link and e-mail, the same whoever sends it: the members page (invite, resend)
// or the mailing job (an import's invitations, "resend all"). Only the token's hash is stored,
// so every sending makes a fresh token and the previous link stops working.

export const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");
export const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

/**
 * The invitation e-mail in the invitee's language, under the tenant's brand, with the link to
 * accept it; it greets the person by the name the company gave them, when it gave one.
 */
export async function mailInvitation(
  mailer: Mailer,
  site: Site,
  m: { entityName: string; inviterName: string; to: string; token: string; languageCode: LanguageCode; name?: string | null },
) {
  const locale = LANGUAGE_TO_LOCALE[m.languageCode];
  const greeting = m.name
    ? translate("mail:invitation.greetingNamed", locale, { name: m.name })
    : translate("mail:invitation.greeting", locale);
  await mailer.send({
    tenantId: site.tenantId,
    brand: site.brand,
    to: m.to,
    locale,
    template: "invitation",
    vars: {
      greeting,
      entityName: m.entityName,
      inviterName: m.inviterName,
      days: INVITATION_DAYS,
      actionUrl: `${site.origin}${LOCALE_PREFIX[locale]}/invitation/${m.token}`,
    },
  });
}
