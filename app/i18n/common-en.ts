// Every catalog of this language a page may need, in one module (one file in the browser);
// the route-only and server-only ones (app/i18n/index.ts) load on their own. The JSON files live in contract/i18n/ (the server reads them too).
export default import.meta.glob<Record<string, unknown>>(
  ["../../contract/i18n/en/*.json", "!../../contract/i18n/en/legal.json", "!../../contract/i18n/en/pricing.json", "!../../contract/i18n/en/demo.json", "!../../contract/i18n/en/referral.json", "!../../contract/i18n/en/trainingIndex.json", "!../../contract/i18n/en/mail.json", "!../../contract/i18n/en/company*.json", "!../../contract/i18n/en/invitation.json"],
  { eager: true, import: "default" },
);
