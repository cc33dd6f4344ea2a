// The catalogs every page loads, in one module (one file in the browser): what the site's frame
// (header, footer, titles, errors) and the visitor pages need, in contract/i18n/en/common/. The
// product's pages add product-en.ts; route-only and server-only catalogs load on their own
// (app/i18n/index.ts). The JSON files live in contract/i18n/ (the server reads them too).
export default import.meta.glob<Record<string, unknown>>("../../contract/i18n/en/common/*.json", { eager: true, import: "default" });
