import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import type { Brand } from "../../../contract/brand.ts";
import { LOCALES } from "../../../contract/constants.ts";
import { localizePath, stripLocale } from "../../../contract/locale.ts";

/** Optional per-page overrides a route's loader may return as `seo`. */
export interface PageSeo {
  title?: string;
  description?: string;
  image?: string;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);

/** The SSR <head> of every page (§1): title, description, keywords, share tags, favicon, canonical, hreflang. */
export function Seo({ brand, origin }: { brand: Brand; origin: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const id = leaf?.id.replace(/\.pt$/, "") ?? "";
  const override = (leaf?.data as { seo?: PageSeo } | undefined)?.seo;
  const pageTitle = override?.title ?? (id && id !== "not-found" && t(`routes:${id}`, { defaultValue: "" }));
  const title = id === "home" || !pageTitle ? `${brand.name} | ${brand.slogan}` : `${pageTitle} | ${brand.name}`;
  const description = override?.description ?? brand.description;
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
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
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
