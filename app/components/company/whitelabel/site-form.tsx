import { Eye, Loader2, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { DEFAULT_BRAND, LOCALES, type Locale } from "../../../../contract/constants.ts";
import type { Whitelabel } from "../../../../contract/whitelabel.ts";
import { WHITELABEL_LIMITS } from "../../../../contract/whitelabel-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale, useLocalizedPath } from "../../../lib/locale.ts";
import { startThemePreview, takeReturnedDraft } from "../../../lib/theme-preview.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { ColorField } from "./color-field.tsx";
import { ImageField, MAX_UPLOAD_MB } from "./image-field.tsx";
import { LivePreview } from "./live-preview.tsx";
import { checkDraft } from "./site-draft-form-schema.ts";
import { changesOf, draftOf, fieldOf, isDraft, lookOf, type DraftTexts, type SiteDraft } from "./site-draft.ts";
import { SiteTexts } from "./site-texts.tsx";

const card = "min-w-0 rounded-xl border border-border bg-surface-raised p-5 sm:p-6";
const COLORS = ["primary", "secondary", "tertiary"] as const;
const FALLBACK = {
  primary: DEFAULT_BRAND.colors.primary,
  secondary: DEFAULT_BRAND.colors.secondary,
  tertiary: DEFAULT_BRAND.colors.accent,
};

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
  const text = (key: "name" | "whitelabelSlug" | "siteUrl" | "supportEmail" | "contactEmail" | "linkedin") => ({
    value: draft[key],
    readOnly,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    className: inputClass,
  });

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

  const slugChanged = draft.whitelabelSlug.trim().toLowerCase() !== site.whitelabelSlug;
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
        <section className={card} aria-labelledby="wl-identity-title">
          <h3 id="wl-identity-title" className="text-lg font-bold">
            {t("identity.title")}
          </h3>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <FormField id="wl-name" label={t("identity.name")} hint={t("identity.nameHint")} error={errors["wl-name"]} errorIcon>
              {(a11y) => (
                <input {...a11y} type="text" autoComplete="organization" maxLength={WHITELABEL_LIMITS.name + 20} {...text("name")} />
              )}
            </FormField>
            <FormField
              id="wl-slug"
              label={t("identity.slug")}
              hint={
                slugChanged
                  ? t("identity.slugChanged", { host: siteHost(draft.whitelabelSlug.trim().toLowerCase()) })
                  : t("identity.slugHint", { host: siteHost(site.whitelabelSlug) })
              }
              error={errors["wl-slug"]}
              errorIcon
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="text"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={WHITELABEL_LIMITS.slugMax + 10}
                  {...text("whitelabelSlug")}
                />
              )}
            </FormField>
          </div>
        </section>

        <section className={card} aria-labelledby="wl-images-title">
          <h3 id="wl-images-title" className="text-lg font-bold">
            {t("images.title")}
          </h3>
          <p className="mt-1 text-sm text-muted">{t("images.intro", { max: MAX_UPLOAD_MB })}</p>
          <div className="mt-4 flex flex-col gap-6">
            <ImageField
              kind="logo-horizontal"
              srcOf={srcOf}
              value={draft.logos.horizontal}
              fallback={draft.logos.vertical || DEFAULT_BRAND.logo}
              error={errors["wl-logo-horizontal"]}
              readOnly={readOnly}
              onChange={(v) => set("logos", { ...draft.logos, horizontal: v })}
            />
            <ImageField
              kind="logo-vertical"
              srcOf={srcOf}
              value={draft.logos.vertical}
              fallback={DEFAULT_BRAND.logo}
              error={errors["wl-logo-vertical"]}
              readOnly={readOnly}
              onChange={(v) => set("logos", { ...draft.logos, vertical: v })}
            />
            <ImageField
              kind="favicon"
              srcOf={srcOf}
              value={draft.favicon}
              fallback={DEFAULT_BRAND.favicon}
              error={errors["wl-favicon"]}
              readOnly={readOnly}
              onChange={(v) => set("favicon", v)}
            />
          </div>
        </section>

        <section className={card} aria-labelledby="wl-colors-title">
          <h3 id="wl-colors-title" className="text-lg font-bold">
            {t("colors.title")}
          </h3>
          <p className="mt-1 text-sm text-muted">{t("colors.intro")}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {COLORS.map((c) => (
              <ColorField
                key={c}
                id={`wl-color-${c}`}
                label={t(`colors.${c}`)}
                hint={t(`colors.${c}Hint`)}
                value={draft.colors[c]}
                fallback={FALLBACK[c]}
                error={errors[`wl-color-${c}`]}
                readOnly={readOnly}
                onChange={(v) => set("colors", { ...draft.colors, [c]: v })}
              />
            ))}
          </div>
          <p className="mt-3 text-xs text-muted">{t("colors.contrast")}</p>
        </section>

        <section className={card} aria-labelledby="wl-texts-title">
          <h3 id="wl-texts-title" className="text-lg font-bold">
            {t("texts.title")}
          </h3>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <SiteTexts
              texts={draft.texts}
              locale={textLocale}
              onLocale={setTextLocale}
              onChange={setText}
              errors={errors}
              readOnly={readOnly}
            />
            <FormField id="wl-site-url" label={t("texts.siteUrl")} hint={t("texts.siteUrlHint")} error={errors["wl-site-url"]} errorIcon>
              {(a11y) => <input {...a11y} type="url" inputMode="url" autoCapitalize="none" {...text("siteUrl")} />}
            </FormField>
            <FormField id="wl-linkedin" label={t("texts.linkedin")} hint={t("texts.linkedinHint")} error={errors["wl-linkedin"]} errorIcon>
              {(a11y) => <input {...a11y} type="url" inputMode="url" autoCapitalize="none" {...text("linkedin")} />}
            </FormField>
            <FormField
              id="wl-support-email"
              label={t("texts.supportEmail")}
              hint={t("texts.emailHint")}
              error={errors["wl-support-email"]}
              errorIcon
            >
              {(a11y) => <input {...a11y} type="email" autoCapitalize="none" {...text("supportEmail")} />}
            </FormField>
            <FormField
              id="wl-contact-email"
              label={t("texts.contactEmail")}
              hint={t("texts.emailHint")}
              error={errors["wl-contact-email"]}
              errorIcon
            >
              {(a11y) => <input {...a11y} type="email" autoCapitalize="none" {...text("contactEmail")} />}
            </FormField>
          </div>
        </section>

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
