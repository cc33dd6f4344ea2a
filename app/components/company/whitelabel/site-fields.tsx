import { useTranslation } from "react-i18next";
import { DEFAULT_BRAND, type Locale } from "../../../../contract/constants.ts";
import type { Whitelabel } from "../../../../contract/whitelabel.ts";
import { WHITELABEL_LIMITS } from "../../../../contract/whitelabel-rules.ts";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { ColorField } from "./color-field.tsx";
import { ImageField, MAX_UPLOAD_MB } from "./image-field.tsx";
import type { DraftTexts, SiteDraft } from "./site-draft.ts";
import { SiteTexts } from "./site-texts.tsx";

const card = "min-w-0 rounded-xl border border-border bg-surface-raised p-5 sm:p-6";
const COLORS = ["primary", "secondary", "tertiary"] as const;
const FALLBACK = {
  primary: DEFAULT_BRAND.colors.primary,
  secondary: DEFAULT_BRAND.colors.secondary,
  tertiary: DEFAULT_BRAND.colors.accent,
};

/** What each section of the site form reads and changes: the draft, its errors (by field id), and whether it may be changed. */
type SectionProps = {
  draft: SiteDraft;
  errors: Record<string, string>;
  readOnly: boolean;
  set: <K extends keyof SiteDraft>(key: K, value: SiteDraft[K]) => void;
};
type TextKey = "name" | "whitelabelSlug" | "siteUrl" | "supportEmail" | "contactEmail" | "linkedin";

/** A text input's value, read-only state and change handler for one of the draft's plain text fields. */
const textOf =
  ({ draft, readOnly, set }: SectionProps) =>
  (key: TextKey) => ({
    value: draft[key],
    readOnly,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    className: inputClass,
  });

/** The site's name and address (the sub-domain it lives at). */
export function IdentitySection({ site, siteHost, ...props }: SectionProps & { site: Whitelabel; siteHost: (slug: string) => string }) {
  const { t } = useTranslation("companyWhitelabel");
  const { draft, errors } = props;
  const text = textOf(props);
  const slugChanged = draft.whitelabelSlug.trim().toLowerCase() !== site.whitelabelSlug;
  return (
    <section className={card} aria-labelledby="wl-identity-title">
      <h3 id="wl-identity-title" className="text-lg font-bold">
        {t("identity.title")}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField id="wl-name" label={t("identity.name")} hint={t("identity.nameHint")} error={errors["wl-name"]} errorIcon>
          {(a11y) => <input {...a11y} type="text" autoComplete="organization" maxLength={WHITELABEL_LIMITS.name + 20} {...text("name")} />}
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
  );
}

/** The horizontal and vertical logos and the favicon; `srcOf` says where an uploaded image is served. */
export function ImagesSection({ draft, errors, readOnly, set, srcOf }: SectionProps & { srcOf: (url: string) => string }) {
  const { t } = useTranslation("companyWhitelabel");
  return (
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
  );
}

/** The three brand colours. */
export function ColorsSection({ draft, errors, readOnly, set }: SectionProps) {
  const { t } = useTranslation("companyWhitelabel");
  return (
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
  );
}

/** The texts in each language (the tab of `textLocale`), the site's links and its e-mail addresses. */
export function TextsSection({
  textLocale,
  onTextLocale,
  setText,
  ...props
}: SectionProps & {
  textLocale: Locale;
  onTextLocale: (locale: Locale) => void;
  setText: (locale: Locale, field: keyof DraftTexts, value: string) => void;
}) {
  const { t } = useTranslation("companyWhitelabel");
  const { draft, errors, readOnly } = props;
  const text = textOf(props);
  return (
    <section className={card} aria-labelledby="wl-texts-title">
      <h3 id="wl-texts-title" className="text-lg font-bold">
        {t("texts.title")}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SiteTexts texts={draft.texts} locale={textLocale} onLocale={onTextLocale} onChange={setText} errors={errors} readOnly={readOnly} />
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
  );
}
