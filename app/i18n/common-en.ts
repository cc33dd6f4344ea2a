// Every catalog of this language a page may need, in one module (one file in the browser);
// the route-only and server-only ones (app/i18n/index.ts) load on their own.
export default import.meta.glob<Record<string, unknown>>(
  ["./en/*.json", "!./en/legal.json", "!./en/pricing.json", "!./en/demo.json", "!./en/referral.json", "!./en/trainingIndex.json", "!./en/mail.json"],
  { eager: true, import: "default" },
);
