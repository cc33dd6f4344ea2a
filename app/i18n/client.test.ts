import { describe, expect, it } from "vitest";
import { loadPageNamespaces, setClientI18n } from "./client.ts";
import { createI18n, loadCatalogs } from "./index.ts";

const navigate = (path: string, next: () => Promise<string> = async () => "loaded") =>
  loadPageNamespaces({ request: new Request(`http://acme.localhost:3000${path}`) }, next);

describe("the browser's language follows client navigations", () => {
  it("switches an English page's instance to Portuguese when a navigation lands on /pt/... (sign-in sent to the person's language)", async () => {
    const i18n = await createI18n("en", await loadCatalogs("en", { routeId: "sign-in" }));
    setClientI18n(i18n);
    expect(i18n.t("common:nav.pricing")).toBe("Pricing");
    let languageDuringLoad = "";
    expect(await navigate("/pt/dashboard", async () => ((languageDuringLoad = i18n.language), "loaded"))).toBe("loaded");
    // the old page keeps its language while the next one loads; the new page renders in Portuguese
    expect(languageDuringLoad).toBe("en");
    expect(i18n.language).toBe("pt");
    expect(i18n.t("common:nav.pricing")).toBe("Preços");
  });

  it("loads the route's own Portuguese catalogs before it renders, and switches back to English on the way out", async () => {
    const i18n = await createI18n("en", await loadCatalogs("en", { routeId: "home" }));
    setClientI18n(i18n);
    await navigate("/pt/pricing");
    expect(i18n.hasResourceBundle("pt", "pricing")).toBe(true);
    expect(i18n.hasResourceBundle("pt", "common")).toBe(true);
    await navigate("/pricing");
    expect(i18n.language).toBe("en");
    expect(i18n.hasResourceBundle("en", "pricing")).toBe(true);
    expect(i18n.t("common:nav.pricing")).toBe("Pricing");
  });

  it("loads the product's catalogs on the way from a visitor page into the product", async () => {
    const i18n = await createI18n("en", await loadCatalogs("en", { routeId: "home" }));
    setClientI18n(i18n);
    expect(i18n.hasResourceBundle("en", "training")).toBe(false);
    await navigate("/training/courses");
    expect(i18n.hasResourceBundle("en", "training")).toBe(true);
    expect(i18n.hasResourceBundle("en", "account")).toBe(true);
    expect(i18n.t("shell:userMenu.signOut")).toBe("Sign out");
  });

  it("keeps the language when the navigation fails", async () => {
    const i18n = await createI18n("en", await loadCatalogs("en", { routeId: "home" }));
    setClientI18n(i18n);
    await expect(navigate("/pt/dashboard", async () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(i18n.language).toBe("en");
  });
});
