import { DKIM_SELECTOR_PATTERN, SCANNER_LIMITS, type ScanSchedule } from "../../../contract/scanner-limits.ts";

export const SETTINGS_FIELDS = ["schedule", "emailDomain", "subdomains", "dkimSelectors", "alerts"] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The form as typed: lists one item a line (or separated by commas or spaces). */
export interface SettingsDraft {
  schedule: ScanSchedule;
  emailDomain: string;
  subdomains: string;
  dkimSelectors: string;
  alerts: boolean;
}

const HOST = /^(?=.{1,253}$)([a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,}$/i;

/** A list typed one a line, or with commas or spaces: its items, trimmed, without repeats or blanks. */
export const splitList = (text: string) => [...new Set(text.split(/[\s,;]+/).map((s) => s.trim().replace(/\.$/, "")).filter(Boolean))];

export type SettingsProblem = { field: SettingsField; key: string; vars?: Record<string, string | number> };

/** What the browser checks before sending (the API checks the same and normalises). */
export function checkSettings(d: SettingsDraft): SettingsProblem[] {
  const out: SettingsProblem[] = [];
  const domain = d.emailDomain.trim();
  if (domain && !HOST.test(domain)) out.push({ field: "emailDomain", key: "settings.errors.host", vars: { value: domain } });
  const subs = splitList(d.subdomains);
  if (subs.length > SCANNER_LIMITS.maxSubdomains) out.push({ field: "subdomains", key: "settings.errors.tooMany", vars: { max: SCANNER_LIMITS.maxSubdomains } });
  else {
    const bad = subs.find((s) => !HOST.test(s));
    if (bad) out.push({ field: "subdomains", key: "settings.errors.host", vars: { value: bad } });
  }
  const selectors = splitList(d.dkimSelectors);
  if (selectors.length > SCANNER_LIMITS.maxDkimSelectors) out.push({ field: "dkimSelectors", key: "settings.errors.tooMany", vars: { max: SCANNER_LIMITS.maxDkimSelectors } });
  else {
    const bad = selectors.find((s) => !DKIM_SELECTOR_PATTERN.test(s));
    if (bad) out.push({ field: "dkimSelectors", key: "settings.errors.selector", vars: { value: bad } });
  }
  return out;
}

/**
 * The PATCH body: an emptied e-mail domain goes back to the site's own (null); one left as it
 * was is not sent, so a default stays a default.
 */
export function settingsBody(d: SettingsDraft, emailDomainBefore: string) {
  const emailDomain = d.emailDomain.trim();
  return {
    schedule: d.schedule,
    ...(emailDomain === emailDomainBefore ? {} : { emailDomain: emailDomain || null }),
    subdomains: splitList(d.subdomains),
    dkimSelectors: splitList(d.dkimSelectors),
    alerts: d.alerts,
  };
}

/** The field an API issue is about ("body.subdomains.3" → subdomains), if the form has it. */
export function settingsFieldOf(path: string): SettingsField | null {
  return path.split(".").find((p): p is SettingsField => (SETTINGS_FIELDS as readonly string[]).includes(p)) ?? null;
}
