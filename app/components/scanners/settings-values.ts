import type { ScanSchedule } from "../../../contract/scanner-limits.ts";

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

/** A list typed one a line, or with commas or spaces: its items, trimmed, without repeats or blanks. */
export const splitList = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((s) => s.trim().replace(/\.$/, ""))
      .filter(Boolean),
  ),
];

export type SettingsProblem = { field: SettingsField; key: string; vars?: Record<string, string | number> };

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
