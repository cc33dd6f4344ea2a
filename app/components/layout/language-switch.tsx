import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALE_TO_LANGUAGE, type Locale } from "../../../contract/constants.ts";
import { languageTag, localizePath } from "../../../contract/locale.ts";
import { redirectTarget } from "../../../contract/safe-redirect.ts";
import { useApi } from "../../lib/api-client.ts";
import { setBrowserCookie } from "../../lib/cookies.ts";
import { useLocale } from "../../lib/locale.ts";
import { useRootData } from "../../root.tsx";

/**
 * §2 language switch: the same page in the other language. A full page load, so the
 * other language's catalogs are fetched and the page is rendered on the server in it.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const signedIn = !!useRootData()?.user;
  const api = useApi();
  const remember = (l: Locale) => {
    setBrowserCookie(LOCALE_COOKIE, l, { days: LOCALE_COOKIE_DAYS });
  };
  // a signed-in person's language lives in their account (the locale guard follows it)
  const switchAccount = async (e: React.MouseEvent<HTMLAnchorElement>, l: Locale) => {
    if (!signedIn) return;
    e.preventDefault();
    const href = e.currentTarget.href;
    await api.post("/user/switch-language", { body: { language: LOCALE_TO_LANGUAGE[l] } });
    window.location.assign(href);
  };
  return (
    <nav aria-label={t("language.label")} className={`flex items-center gap-1 ${className}`}>
      <Languages aria-hidden="true" className="size-4 text-muted" />
      {LOCALES.map((l) => (
        <a
          key={l}
          // an address such as "/pt//evil.example" is another host once its prefix is gone
          href={redirectTarget(`${localizePath(pathname, l)}${search}${hash}`, undefined, localizePath("/", l))}
          hrefLang={languageTag(l)}
          lang={languageTag(l)}
          aria-current={l === current ? "true" : undefined}
          onClick={(e) => {
            remember(l);
            void switchAccount(e, l);
          }}
          className={`rounded-md px-2 py-1 text-sm font-semibold ${l === current ? "bg-surface-sunken text-fg" : "text-muted hover:text-fg"}`}
        >
          <span aria-hidden="true">{l.toUpperCase()}</span>
          <span className="sr-only">{t(`language.${l}`)}</span>
        </a>
      ))}
    </nav>
  );
}
