import { websiteSettingsSchema } from "../../../contract/scanners.ts";
import { settingsBody, type SettingsDraft, type SettingsField, type SettingsProblem, SETTINGS_FIELDS } from "./settings-values.ts";

// A host name as the scanners can ask for it (any script); the API's schema only bounds its length
// and leaves the rest to the service, so this one rule is the form's own, for a message before sending.
const HOST = /^(?=.{1,253}$)([a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,}$/i;

/**
 * What the browser checks before sending, in the page's words: the API's schema over the body the
 * form makes (how many sub-domains and selectors, a selector's shape), and each host's shape.
 */
export function checkSettings(d: SettingsDraft): SettingsProblem[] {
  const body = settingsBody(d, "\u0000");
  const found: Partial<Record<SettingsField, SettingsProblem>> = {};
  const parsed = websiteSettingsSchema.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as SettingsField;
    if (found[field]) continue;
    const index = issue.path[1];
    const value =
      typeof index === "number"
        ? (body[field as "subdomains" | "dkimSelectors"]?.[index] ?? "")
        : String(body[field as "emailDomain"] ?? "");
    if (issue.code === "too_big" && issue.path.length === 1)
      found[field] = { field, key: "settings.errors.tooMany", vars: { max: Number(issue.maximum) } };
    else found[field] = { field, key: field === "dkimSelectors" ? "settings.errors.selector" : "settings.errors.host", vars: { value } };
  }
  const badHost = (v: string | null | undefined) => !!v && !HOST.test(v);
  if (!found.emailDomain && badHost(body.emailDomain))
    found.emailDomain = { field: "emailDomain", key: "settings.errors.host", vars: { value: body.emailDomain ?? "" } };
  const sub = body.subdomains.find(badHost);
  if (!found.subdomains && sub) found.subdomains = { field: "subdomains", key: "settings.errors.host", vars: { value: sub } };
  return SETTINGS_FIELDS.flatMap((f) => (found[f] ? [found[f]] : []));
}
