import { Plus, Save, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import {
  DIFFICULTIES,
  LANDING_PAGES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_LANGUAGES,
  type TemplateLanguage,
} from "../../../../contract/phishing-limits.ts";
import type { PhishingTemplate } from "../../../../contract/phishing.ts";
import { localizePath } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import { LanguageFields } from "./language-fields.tsx";
import { LanguageTabs } from "./language-tabs.tsx";
import { MessageFrame } from "./message-frame.tsx";
import { draftErrors, draftOf, newLanguage, type TemplateDraft } from "./template-form-schema.ts";
import { useLivePreview } from "./use-live-preview.ts";

const label = "block text-sm font-semibold";

/**
 * A company template's editor: category, difficulty and landing page, the words of each language
 * (a tab each; a language added or removed), a live preview of the unsaved words in a sandboxed
 * frame, Save (checked with the API's schema first) and Delete (archived when a campaign used it).
 */
export function TemplateEditor({ template }: { template: PhishingTemplate }) {
  const { t } = useTranslation("phishingTemplates");
  const { t: tp } = useTranslation("phishing");
  const { t: tAll } = useTranslation();
  const id = useId();
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const languages = TEMPLATE_LANGUAGES.filter((l) => draft.content[l]);
  const [language, setLanguage] = useState<TemplateLanguage>(languages.includes(locale) ? locale : (languages[0] ?? "en"));
  const words = draft.content[language];
  const { preview, invalid } = useLivePreview(template.id, language, words);
  const missing = TEMPLATE_LANGUAGES.filter((l) => !draft.content[l]);
  const name = words?.name || template.name;

  const change = (next: TemplateDraft) => {
    setDraft(next);
    // once a save showed problems, each edit says which are left
    if (Object.keys(errors).length) setErrors(draftErrors(next, tAll));
  };

  async function save() {
    if (pending) return;
    const found = draftErrors(draft, tAll);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      // the first language with a problem is shown
      const bad = TEMPLATE_LANGUAGES.find((l) => Object.keys(found).some((p) => p.startsWith(`content.${l}.`)));
      if (bad) setLanguage(bad);
      setFormError(t("editor.fixErrors"));
      return;
    }
    setPending(true);
    const res = await api.put("/phishing/templates/{id}", { params: { id: template.id }, body: draft });
    setPending(false);
    if (res.ok) {
      toast.success(t("editor.saved", { name }));
      void revalidator.revalidate();
      return;
    }
    const byPath = Object.fromEntries((res.error.issues ?? []).map((i) => [i.path, i.message]));
    setErrors(byPath);
    setFormError(res.error.message || t("errors.generic"));
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      aria-busy={pending}
      className="flex flex-col gap-6"
      data-testid="phishing-template-editor"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Choice
          id={`${id}-category`}
          label={t("editor.category")}
          value={draft.category}
          error={errors.category}
          onChange={(v) => change({ ...draft, category: v as TemplateDraft["category"] })}
        >
          {TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: tp(`categories.${c}`) }))}
        </Choice>
        <Choice
          id={`${id}-difficulty`}
          label={t("editor.difficulty")}
          value={String(draft.difficulty)}
          error={errors.difficulty}
          onChange={(v) => change({ ...draft, difficulty: Number(v) as TemplateDraft["difficulty"] })}
        >
          {DIFFICULTIES.map((d) => ({ value: String(d), label: `${d} · ${tp(`difficulty.levels.${d}`)}` }))}
        </Choice>
        <Choice
          id={`${id}-landing`}
          label={t("editor.landingPage")}
          value={draft.landingPageId}
          error={errors.landingPageId}
          onChange={(v) => change({ ...draft, landingPageId: v as TemplateDraft["landingPageId"] })}
        >
          {LANDING_PAGES.map((p) => ({ value: p, label: tp(`landingPages.${p}`) }))}
        </Choice>
      </div>
      <div className="flex flex-wrap gap-2">
        {missing.map((l) => (
          <button
            key={l}
            type="button"
            className={buttonClass("outline", "sm")}
            onClick={() => {
              change({ ...draft, content: { ...draft.content, [l]: newLanguage(draft, l) } });
              setLanguage(l);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("editor.addLanguage", { language: tp(`languages.${l}`) })}
          </button>
        ))}
        {languages.length > 1 ? (
          <button
            type="button"
            className={buttonClass("ghost", "sm")}
            onClick={() => {
              const content = { ...draft.content };
              delete content[language];
              change({ ...draft, content });
              setLanguage(languages.find((l) => l !== language)!);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("editor.removeLanguage", { language: tp(`languages.${language}`) })}
          </button>
        ) : null}
      </div>
      <ErrorLine>{errors.content ?? null}</ErrorLine>
      <LanguageTabs
        languages={languages}
        selected={language}
        onSelect={setLanguage}
        label={t("view.languages")}
        names={(l) => tp(`languages.${l}`)}
        idBase={id}
      >
        {words ? (
          <div className="grid gap-6 xl:grid-cols-2">
            <LanguageFields
              language={language}
              words={words}
              onChange={(w) => change({ ...draft, content: { ...draft.content, [language]: w } })}
              errors={errors}
              idBase={id}
            />
            <section aria-labelledby={`${id}-preview`} className="flex min-w-0 flex-col gap-3">
              <h2 id={`${id}-preview`} className="text-lg font-semibold">
                {t("preview.title")}
              </h2>
              {preview ? (
                <>
                  <p className="break-words text-sm">
                    <span className="font-semibold">{t("editor.from")}:</span> {preview.from}
                    <br />
                    <span className="font-semibold">{t("editor.subject")}:</span> {preview.subject}
                  </p>
                  {preview.unknownFields.length ? (
                    <p role="status" className="text-sm font-semibold text-red-700 dark:text-red-300" data-testid="phishing-unknown-fields">
                      {t("preview.unknownFields", { fields: preview.unknownFields.join(", ") })}
                    </p>
                  ) : null}
                  {invalid ? <p className="text-sm text-muted">{t("preview.stale")}</p> : null}
                  <MessageFrame html={preview.html} title={t("preview.frameTitle", { name })} />
                </>
              ) : (
                <p className="text-muted">{invalid ? t("preview.stale") : t("preview.loading")}</p>
              )}
            </section>
          </div>
        ) : null}
      </LanguageTabs>
      <ErrorLine>{formError}</ErrorLine>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass("primary")} disabled={pending} data-testid="phishing-template-save">
          <Save aria-hidden="true" className="size-4" />
          {pending ? t("editor.saving") : t("editor.save")}
        </button>
        <ConfirmDialog
          triggerClass={buttonClass("outline")}
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("remove.open")}
            </>
          }
          title={t("remove.title", { name })}
          body={template.campaignCount > 0 ? t("remove.bodyArchive", { count: template.campaignCount }) : t("remove.body")}
          confirm={template.campaignCount > 0 ? t("remove.submitArchive") : t("remove.submit")}
          onConfirm={async () => {
            const res = await api.delete("/phishing/templates/{id}", { params: { id: template.id } });
            if (!res.ok && res.status !== 404) return res.error.message || t("errors.generic");
            toast.success(template.campaignCount > 0 ? t("remove.archived", { name }) : t("remove.done", { name }));
            void navigate(localizePath("/phishing/templates", locale));
            return null;
          }}
        />
      </div>
    </form>
  );
}

function Choice({
  id,
  label: text,
  value,
  error,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  children: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      >
        {children.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} icon />
    </div>
  );
}
