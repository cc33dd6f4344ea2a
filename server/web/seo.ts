import { LOCALES } from "../../contract/constants.ts";
import { localizePath } from "../../contract/locale.ts";
import { PUBLIC_PAGES } from "../../contract/public-pages.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function robotsTxt(origin: string) {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /account\nDisallow: /my-company\nDisallow: /pt/dashboard\nDisallow: /pt/account\nDisallow: /pt/my-company\n\nSitemap: ${origin}/sitemap_index.xml\n`;
}

export function sitemapIndexXml(origin: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>${esc(origin)}/sitemap.xml</loc></sitemap>\n</sitemapindex>\n`;
}

/** Every public page in both languages, each with its hreflang alternates. */
export function sitemapXml(origin: string, extraPaths: string[] = []) {
  const paths = [...PUBLIC_PAGES.map((p) => p.path), ...extraPaths];
  const url = (p: string, l: (typeof LOCALES)[number]) => `${origin}${localizePath(p, l)}`;
  const entries = paths.flatMap((p) =>
    LOCALES.map((l) => {
      const alts = LOCALES.map((a) => `    <xhtml:link rel="alternate" hreflang="${a}" href="${esc(url(p, a))}"/>`).join("\n");
      return `  <url>\n    <loc>${esc(url(p, l))}</loc>\n${alts}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(url(p, "en"))}"/>\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
