import { Eye, Loader2, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { LOCALES, type Locale } from "../../../../contract/constants.ts";
import type { Whitelabel } from "../../../../contract/whitelabel.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale, useLocalizedPath } from "../../../lib/locale.ts";
import { startThemePreview, takeReturnedDraft } from "../../../lib/theme-preview.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LivePreview } from "./live-preview.tsx";
import { checkDraft } from "./site-draft-form-schema.ts";
import { changesOf, draftOf, fieldOf, isDraft, lookOf, type DraftTexts, type SiteDraft } from "./site-draft.ts";
import { ColorsSection, IdentitySection, ImagesSection, TextsSection } from "./site-fields.tsx";

/** The site's name, address, images, colours and texts, with a live preview; saved together. */
export function SiteForm({ site, siteHost }: { site: Whitelabel; siteHost: (slug: string) => string }) {
  const { t } = useTranslation("companyWhitelabel");
  const api = useApi();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const saved = useMemo(() => draftOf(site), [site]);
  const [draft, setDraft] = useState<SiteDraft>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  // the language whose texts the form shows (and the preview speaks): the page's own at first
  const pageLocale = useLocale();
  const [textLocale, setTextLocale] = useState<Locale>(pageLocale);
  const readOnly = !site.canManage;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  // another site's images are served at its own address only
  const srcOf = (u: string) => (!site.homeSite && u.startsWith("/api/files/") ? `${site.siteUrl}${u}` : u);
  const look = lookOf(draft, site.brand, textLocale);
  const shownLook = { ...look, logo: srcOf(look.logo), logoHorizontal: srcOf(look.logoHorizontal), favicon: srcOf(look.favicon) };

  // back from a preview on the site: the unsaved values come back with the manager
  useEffect(() => {
    const returned = takeReturnedDraft();
    if (isDraft(returned)) setDraft(returned);
  }, []);

  const set = <K extends keyof SiteDraft>(key: K, value: SiteDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (l: Locale, field: keyof DraftTexts, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [l]: { ...d.texts[l], [field]: value } } }));
  const section = { draft, errors, readOnly, set };

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    // a text of the other language: its tab opens first, then the field takes the focus
    const inTab = LOCALES.find((l) => first.startsWith(`wl-${l}-`));
    if (inTab && inTab !== textLocale) {
      setTextLocale(inTab);
      requestAnimationFrame(() => document.getElementById(first)?.focus());
    } else document.getElementById(first)?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending || readOnly) return;
    const local = checkDraft(draft);
    if (Object.keys(local).length) {
      showErrors(Object.fromEntries(Object.entries(local).map(([f, m]) => [f, t(m.key, m.vars)])));
      toast.error(t("errors.fixFields"));
      return;
    }
    setPending(true);
    setErrors({});
    const res = await api.put("/whitelabel/entity", { body: changesOf(draft, saved) });
    setPending(false);
    if (res.ok) {
      toast.success(t("actions.saved"));
      setDraft(draftOf(res.data));
      // a new address: the site (and this page) now live at the new sub-domain
      if (res.data.whitelabelSlug !== site.whitelabelSlug && site.homeSite) {
        window.location.assign(`${res.data.siteUrl}${pathname}`);
        return;
      }
      void revalidate();
      return;
    }
    const found: Record<string, string> = {};
    for (const i of res.error.issues ?? []) {
      const f = fieldOf(i.path);
      if (f) found[f] ??= i.message;
    }
    showErrors(found);
    toast.error(t("errors.saveFailed"), res.error.message || undefined);
  }

  function previewOnSite() {
    startThemePreview(site.brand, look, pathname, draft);
    void navigate(localized("/"));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        onSubmit={submit}
        noValidate
        className="flex min-w-0 flex-col gap-6"
        aria-labelledby="wl-form-title"
        data-testid="whitelabel-form"
      >
        <h2 id="wl-form-title" className="sr-only">
          {t("title")}
        </h2>
        <IdentitySection {...section} site={site} siteHost={siteHost} />
        <ImagesSection {...section} srcOf={srcOf} />
        <ColorsSection {...section} />
        <TextsSection {...section} textLocale={textLocale} onTextLocale={setTextLocale} setText={setText} />

        {readOnly ? null : (
          <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
            {dirty ? (
              <p className="text-sm font-medium sm:mr-auto" role="status">
                {t("actions.unsaved")}
              </p>
            ) : null}
            <button
              type="button"
              className={buttonClass("ghost")}
              disabled={!dirty || pending}
              onClick={() => {
                setDraft(saved);
                setErrors({});
              }}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t("actions.reset")}
            </button>
            <button type="submit" className={buttonClass("primary")} aria-disabled={pending || undefined}>
              {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {pending ? t("actions.saving") : t("actions.save")}
            </button>
          </div>
        )}
      </form>

      <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start" aria-labelledby="wl-preview-title">
        <h2 id="wl-preview-title" className="text-lg font-bold">
          {t("preview.title")}
        </h2>
        <p className="mb-3 mt-1 text-sm text-muted">{t("preview.hint")}</p>
        <LivePreview look={shownLook} />
        {/* the whole site in the new look: this site only (another site lives at another address) */}
        {site.homeSite ? (
          <>
            <button
              type="button"
              className={buttonClass("outline", "md", "mt-4 w-full")}
              onClick={previewOnSite}
              data-testid="preview-on-site"
            >
              <Eye aria-hidden="true" className="size-4" />
              {t("preview.onSite")}
            </button>
            <p className="mt-2 text-xs text-muted">{t("preview.onSiteHint")}</p>
          </>
        ) : null}
      </aside>
    </div>
  );
}
