// The catalogs of the product's pages (learning, account, company, sign-in…), in one module
// (one file in the browser): every catalog that is neither common (common-pt.ts), route-only
// nor server-only (app/i18n/index.ts). The JSON files live in contract/i18n/ (the server reads them too).
export default import.meta.glob<Record<string, unknown>>(
  [
    "../../contract/i18n/pt/*.json",
    "!../../contract/i18n/pt/{common,errors,home,routes,shell}.json",
    "!../../contract/i18n/pt/{legal,pricing,demo,referral,trainingIndex,invitation,mail,subscription,billing,scanners,complianceReports}.json",
    "!../../contract/i18n/pt/company*.json",
    // route-only by their name (contract/area.ts): an area adds one without naming it here
    "!../../contract/i18n/pt/*Pages.json",
  ],
  { eager: true, import: "default" },
);
