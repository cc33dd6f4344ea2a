// Every catalog of this language a page may need, in one module (one file in the browser);
// the route-only and server-only ones (app/i18n/index.ts) load on their own.
export default import.meta.glob<Record<string, unknown>>(
  ["./pt/*.json", "!./pt/legal.json", "!./pt/pricing.json", "!./pt/demo.json", "!./pt/referral.json", "!./pt/trainingIndex.json", "!./pt/mail.json"],
  { eager: true, import: "default" },
);
