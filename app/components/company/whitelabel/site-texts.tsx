import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LOCALES, type Locale } from "../../../../contract/constants.ts";
import { WHITELABEL_LIMITS } from "../../../../contract/whitelabel-rules.ts";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { useTabStrip } from "../../ui/tab-strip.ts";
import { textFieldId, TEXT_FIELDS, type DraftTexts } from "./site-draft.ts";
import { languageTag } from "../../../../contract/locale.ts";

/**
 * The texts a site words per language (slogan, description, keywords, shared-link texts), one
 * language at a time behind tabs (the WAI-ARIA pattern: arrow keys, Home and End move between
 * them). Both panels stay in the page, the other one hidden, so a save sends both.
 */
export function SiteTexts({
  texts,
  locale,
  onLocale,
  onChange,
  errors,
  readOnly,
}: {
  texts: Record<Locale, DraftTexts>;
  locale: Locale;
  onLocale: (l: Locale) => void;
  onChange: (l: Locale, field: keyof DraftTexts, value: string) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const { t } = useTranslation("companyWhitelabel");
  const id = useId();
  const hasError = (l: Locale) => TEXT_FIELDS.some((f) => errors[textFieldId(l, f)]);
  const { tabRef, onKeyDown } = useTabStrip(LOCALES.length, LOCALES.indexOf(locale), (i) => onLocale(LOCALES[i]!));

  const field = (l: Locale, f: keyof DraftTexts) => ({
    value: texts[l][f],
    readOnly,
    onChange: (e: { target: { value: string } }) => onChange(l, f, e.target.value),
    className: inputClass,
  });

  return (
    <div className="sm:col-span-2" data-testid="site-texts">
      <p className="text-sm font-semibold">{t("texts.languagesTitle")}</p>
      <p className="mt-1 text-sm text-muted">{t("texts.languagesHint")}</p>
      <div role="tablist" aria-label={t("texts.languagesLabel")} className="mt-3 flex flex-wrap gap-1 border-b border-border">
        {LOCALES.map((l, i) => (
          <button
            key={l}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={`${id}-tab-${l}`}
            lang={languageTag(l)}
            aria-selected={l === locale}
            aria-controls={`${id}-panel-${l}`}
            tabIndex={l === locale ? 0 : -1}
            onClick={() => onLocale(l)}
            onKeyDown={onKeyDown}
            className={`-mb-px inline-flex min-h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold ${l === locale ? "border-primary text-fg" : "border-transparent text-muted hover:text-fg"}`}
          >
            {t(`texts.language.${l}`)}
            {hasError(l) ? (
              <>
                <CircleAlert aria-hidden="true" className="size-4 text-red-700 dark:text-red-300" />
                <span className="sr-only">({t("texts.tabError")})</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      {LOCALES.map((l) => (
        <div
          key={l}
          role="tabpanel"
          id={`${id}-panel-${l}`}
          aria-labelledby={`${id}-tab-${l}`}
          hidden={l !== locale}
          lang={languageTag(l)}
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <FormField
              id={textFieldId(l, "description")}
              label={t("texts.description")}
              hint={t("texts.descriptionHint")}
              error={errors[textFieldId(l, "description")]}
              errorIcon
            >
              {(a11y) => <textarea {...a11y} rows={3} maxLength={WHITELABEL_LIMITS.description + 20} {...field(l, "description")} />}
            </FormField>
          </div>
          <FormField id={textFieldId(l, "slogan")} label={t("texts.slogan")} error={errors[textFieldId(l, "slogan")]} errorIcon>
            {(a11y) => <input {...a11y} type="text" maxLength={WHITELABEL_LIMITS.slogan + 20} {...field(l, "slogan")} />}
          </FormField>
          <FormField
            id={textFieldId(l, "keywords")}
            label={t("texts.keywords")}
            hint={t("texts.keywordsHint", { max: WHITELABEL_LIMITS.keywords })}
            error={errors[textFieldId(l, "keywords")]}
            errorIcon
          >
            {(a11y) => <input {...a11y} type="text" {...field(l, "keywords")} />}
          </FormField>
          <FormField
            id={textFieldId(l, "shareTitle")}
            label={t("texts.shareTitle")}
            hint={t("texts.shareTitleHint")}
            error={errors[textFieldId(l, "shareTitle")]}
            errorIcon
          >
            {(a11y) => <input {...a11y} type="text" maxLength={WHITELABEL_LIMITS.shareTitle + 20} {...field(l, "shareTitle")} />}
          </FormField>
          <FormField
            id={textFieldId(l, "shareDescription")}
            label={t("texts.shareDescription")}
            hint={t("texts.shareDescriptionHint")}
            error={errors[textFieldId(l, "shareDescription")]}
            errorIcon
          >
            {(a11y) => (
              <textarea {...a11y} rows={2} maxLength={WHITELABEL_LIMITS.shareDescription + 20} {...field(l, "shareDescription")} />
            )}
          </FormField>
        </div>
      ))}
    </div>
  );
}
