import type { TFunction } from "react-i18next";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import type { Brand } from "../../../contract/brand.ts";
import { DEFAULT_BRAND, LOCALES } from "../../../contract/constants.ts";
import { localizePath, stripLocale } from "../../../contract/locale.ts";

/** Optional per-page overrides a route's loader may return as `seo`. */
export interface PageSeo {
  title?: string;
  description?: string;
  image?: string;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);

/**
 * A page's title and description in the page's language: the route's name from the routes
 * catalog (or the loader's own), and the brand's slogan and description, which a tenant that
 * kept the spec's English defaults gets translated (what the tenant wrote stays as written).
 */
export function pageHead(
  t: TFunction,
  brand: Brand,
  id: string,
  override?: PageSeo,
): { title: string; description: string; share: { title: string; description: string } } {
  const slogan = brand.slogan === DEFAULT_BRAND.slogan ? t("home:brandDefaults.slogan") : brand.slogan;
  const brandDescription = brand.description === DEFAULT_BRAND.description ? t("home:brandDefaults.description") : brand.description;
  const pageTitle = override?.title ?? (id && id !== "not-found" ? t(`routes:${id}`, { defaultValue: "" }) : "");
  const home = id === "home" || !pageTitle;
  const title = home ? `${brand.name} | ${slogan}` : `${pageTitle} | ${brand.name}`;
  const description = override?.description ?? brandDescription;
  // a shared link shows the company's own share texts, unless the page describes itself
  const share = { title: (home && brand.shareTitle) || title, description: override?.description ?? brand.shareDescription ?? description };
  return { title, description, share };
}

/** The SSR <head> of every page (§1): title, description, keywords, share tags, favicon, canonical, hreflang. */
export function Seo({ brand, origin }: { brand: Brand; origin: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const id = leaf?.id.replace(/\.pt$/, "") ?? "";
  const override = (leaf?.data as { seo?: PageSeo } | undefined)?.seo;
  const { title, description, share } = pageHead(t, brand, id, override);
  const image = absolute(origin, override?.image ?? brand.logo);
  const bare = stripLocale(pathname);
  const canonical = `${origin}${pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={brand.keywords.join(", ")} />
      <meta name="theme-color" content={brand.colors.primary} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={share.title} />
      <meta property="og:description" content={share.description} />
      <meta property="og:image" content={image} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={share.title} />
      <meta name="twitter:description" content={share.description} />
      <meta name="twitter:image" content={image} />
      <link rel="icon" href={brand.favicon} />
      <link rel="canonical" href={canonical} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${origin}${localizePath(bare, l)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(bare, "en")}`} />
    </>
  );
}
