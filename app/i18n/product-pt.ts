// The catalogs of the product's pages (learning, account, company, sign-in…), in one module
// (one file in the browser): the catalogs their areas declare for the product bundle, in
// contract/i18n/pt/product/ (common ones: common-pt.ts; route-only and server-only: app/i18n/index.ts).
// The JSON files live in contract/i18n/ (the server reads them too).
export default import.meta.glob<Record<string, unknown>>("../../contract/i18n/pt/product/*.json", { eager: true, import: "default" });
