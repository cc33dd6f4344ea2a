import { describe, expect, it } from "vitest";
import { brandIn, toBrand } from "../../../contract/brand.ts";
import enRoutes from "../../../contract/i18n/en/common/routes.json";
import ptRoutes from "../../../contract/i18n/pt/common/routes.json";
import { createI18n } from "../../i18n/index.ts";
import { ROUTE_TABLE } from "../../route-table.ts";
import { pageHead } from "./seo.tsx";

const record = (over: Partial<Parameters<typeof toBrand>[0]> = {}) => ({
  name: null,
  whitelabelSlug: "skill5",
  domain: null,
  logos: null,
  colors: null,
  favicon: null,
  socials: null,
  settings: null,
  features: null,
  isSkill5Layout: true,
  closedBeta: false,
  ...over,
});
const defaults = toBrand(record(), { baseUrl: "http://localhost:3000", productSlug: "shield" });

describe("every page's tab title and description speak the page's language", async () => {
  const en = await createI18n("en");
  const pt = await createI18n("pt");
  const titles = { en: enRoutes as Record<string, string>, pt: ptRoutes as Record<string, string> };

  it.each(ROUTE_TABLE.map((r) => [r.id, r.path] as const))("%s (%s): the Portuguese title comes from the Portuguese catalog", (id) => {
    const enHead = pageHead(en.t, defaults, id);
    const ptHead = pageHead(pt.t, defaults, id);
    if (id === "home") {
      expect(ptHead.title).toBe("Skill5 | Domine habilidades em apenas 5 minutos");
    } else {
      expect(titles.pt[id], `routes:${id} in Portuguese`).toBeTruthy();
      expect(ptHead.title).toBe(`${titles.pt[id]} | Skill5`);
      expect(enHead.title).toBe(`${titles.en[id]} | Skill5`);
    }
    expect(ptHead.title).not.toBe(enHead.title);
    expect(ptHead.description).not.toBe(enHead.description);
    expect(ptHead.description).toBe(pt.t("home:brandDefaults.description"));
  });

  it("keeps what a tenant wrote, and a loader's own title and description", () => {
    const acme = toBrand(
      record({
        name: "Acme Academy",
        whitelabelSlug: "acme",
        settings: { slogan: "Skills that keep Acme moving", description: "Acme's courses." },
      }),
      { baseUrl: "http://acme.localhost:3000", productSlug: "shield" },
    );
    expect(pageHead(pt.t, acme, "home")).toMatchObject({
      title: "Acme Academy | Skills that keep Acme moving",
      description: "Acme's courses.",
    });
    expect(pageHead(pt.t, acme, "pricing").title).toBe("Preços | Acme Academy");
    expect(pageHead(pt.t, acme, "training-course", { title: "Phishing: o essencial", description: "Resumo" })).toMatchObject({
      title: "Phishing: o essencial | Acme Academy",
      description: "Resumo",
    });
  });

  it("gives each language the company's texts in it, the other language's when it has none, then the defaults", () => {
    const settings = {
      texts: {
        en: { slogan: "Skills that keep Acme moving", description: "Acme's courses.", shareTitle: "Acme Academy for every team" },
        pt: { slogan: "Habilidades que movem a Acme", keywords: ["treinamento"] },
      },
    };
    const acme = toBrand(record({ name: "Acme Academy", whitelabelSlug: "acme", settings }), {
      baseUrl: "http://acme.localhost:3000",
      productSlug: "shield",
    });
    const ptHome = pageHead(pt.t, brandIn(acme, "pt"), "home");
    expect(ptHome).toEqual({
      title: "Acme Academy | Habilidades que movem a Acme",
      // no Portuguese description nor share title: the English ones
      description: "Acme's courses.",
      share: { title: "Acme Academy for every team", description: "Acme's courses." },
    });
    expect(brandIn(acme, "pt").keywords).toEqual(["treinamento"]);
    expect(pageHead(en.t, brandIn(acme, "en"), "home").title).toBe("Acme Academy | Skills that keep Acme moving");
    // English has no keywords of its own: Portuguese's, before the defaults
    expect(brandIn(acme, "en").keywords).toEqual(["treinamento"]);
    // another page shares its own title
    expect(pageHead(pt.t, brandIn(acme, "pt"), "pricing").share.title).toBe("Preços | Acme Academy");
    // neither language wrote a slogan: the default, in the page's language
    const bare = brandIn(
      toBrand(record({ name: "Bare", whitelabelSlug: "bare", settings: { texts: { pt: { description: "Só em português" } } } }), {
        baseUrl: "http://bare.localhost:3000",
        productSlug: "shield",
      }),
      "en",
    );
    expect(pageHead(pt.t, bare, "home").title).toBe("Bare | Domine habilidades em apenas 5 minutos");
    expect(bare.description).toBe("Só em português");
  });
});
