// Every catalog of this language a page may need, in one module (one file in the browser);
// the route-only and server-only ones (app/i18n/index.ts) load on their own. The JSON files live in contract/i18n/ (the server reads them too).
export default import.meta.glob<Record<string, unknown>>(
  ["../../contract/i18n/pt/*.json", "!../../contract/i18n/pt/legal.json", "!../../contract/i18n/pt/pricing.json", "!../../contract/i18n/pt/demo.json", "!../../contract/i18n/pt/referral.json", "!../../contract/i18n/pt/trainingIndex.json", "!../../contract/i18n/pt/mail.json", "!../../contract/i18n/pt/company*.json", "!../../contract/i18n/pt/invitation.json"],
  { eager: true, import: "default" },
);
