import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { PHISHING_LIMITS as L, type TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import type { RedFlag, TemplateContent } from "../../../../contract/phishing.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import { insertAt, MERGE_TOKENS } from "./template-form-schema.ts";

const label = "block text-sm font-semibold";
type TextKey = "name" | "senderName" | "senderLocal" | "subject" | "html" | "text";
const MAX: Record<TextKey, number> = {
  name: L.name,
  senderName: L.senderName,
  senderLocal: L.senderLocal,
  subject: L.subject,
  html: L.html,
  text: L.text,
};
const TARGETS = ["sender", "subject", "body"] as const;

/**
 * One language's words of a company template: name, sender, subject, the HTML and text bodies
 * (merge-field buttons insert `{{…}}` where the caret was), and the red flags the lesson teaches.
 * `errors` holds the schema's translated messages by path under `content.<language>`.
 */
export function LanguageFields({
  language,
  words,
  onChange,
  errors,
  idBase,
}: {
  language: TemplateLanguage;
  words: TemplateContent;
  onChange: (w: TemplateContent) => void;
  errors: Record<string, string>;
  idBase: string;
}) {
  const { t } = useTranslation("phishingTemplates");
  const refs = useRef<Partial<Record<TextKey, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const lastFocus = useRef<"subject" | "html" | "text">("html");
  const err = (path: string) => errors[`content.${language}.${path}`];
  const fid = (k: string) => `${idBase}-${language}-${k}`;
  const set = <K extends keyof TemplateContent>(k: K, v: TemplateContent[K]) => onChange({ ...words, [k]: v });
  const setFlag = (i: number, f: Partial<RedFlag>) =>
    set(
      "redFlags",
      words.redFlags.map((x, j) => (j === i ? { ...x, ...f } : x)),
    );

  function insert(token: string) {
    const k = lastFocus.current;
    const el = refs.current[k];
    const { value, caret } = insertAt(words[k], token, el?.selectionStart ?? null, el?.selectionEnd ?? null);
    set(k, value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  }

  const field = (k: TextKey, opts: { rows?: number; hint?: string } = {}) => {
    const error = err(k);
    const common = {
      id: fid(k),
      value: words[k],
      maxLength: MAX[k] + 20,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": [opts.hint ? `${fid(k)}-hint` : "", error ? `${fid(k)}-error` : ""].filter(Boolean).join(" ") || undefined,
      onFocus: () => {
        if (k === "subject" || k === "html" || k === "text") lastFocus.current = k;
      },
      className: `${inputClass} ${k === "html" ? "font-mono text-xs" : ""}`,
    };
    return (
      <div>
        <label htmlFor={fid(k)} className={label}>
          {t(`editor.${k}`)}
        </label>
        {opts.hint ? (
          <p id={`${fid(k)}-hint`} className="text-sm text-muted">
            {opts.hint}
          </p>
        ) : null}
        {opts.rows ? (
          <textarea
            {...common}
            rows={opts.rows}
            spellCheck={k !== "html"}
            ref={(el) => void (refs.current[k] = el)}
            onChange={(e) => set(k, e.target.value)}
          />
        ) : (
          <input {...common} type="text" ref={(el) => void (refs.current[k] = el)} onChange={(e) => set(k, e.target.value)} />
        )}
        <FieldError id={`${fid(k)}-error`} message={error} icon />
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid={`phishing-template-fields-${language}`}>
      {field("name")}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("senderName")}
        {field("senderLocal", { hint: t("editor.senderLocalHint") })}
      </div>
      {field("subject")}
      <div role="group" aria-label={t("editor.mergeFields")} className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{t("editor.mergeFields")}</span>
        {MERGE_TOKENS.map((m) => (
          <button
            key={m}
            type="button"
            className={buttonClass("outline", "sm", "font-mono")}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => insert(m)}
          >
            {m}
          </button>
        ))}
      </div>
      {field("html", { rows: 12, hint: t("editor.htmlHint") })}
      {field("text", { rows: 6 })}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold">{t("editor.redFlags")}</legend>
        <FieldError id={fid("flags-error")} message={err("redFlags")} icon />
        {words.redFlags.map((f, i) => (
          <div key={i} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
            <FlagInput
              id={fid(`flag-${i}-id`)}
              label={t("editor.flagId")}
              value={f.id}
              error={err(`redFlags.${i}.id`)}
              onChange={(v) => setFlag(i, { id: v })}
            />
            <div>
              <label htmlFor={fid(`flag-${i}-target`)} className={label}>
                {t("editor.flagTarget")}
              </label>
              <select
                id={fid(`flag-${i}-target`)}
                value={f.target}
                onChange={(e) => setFlag(i, { target: e.target.value as RedFlag["target"] })}
                className={inputClass}
              >
                {TARGETS.map((x) => (
                  <option key={x} value={x}>
                    {t(`flagTargets.${x}`)}
                  </option>
                ))}
              </select>
            </div>
            <FlagInput
              id={fid(`flag-${i}-title`)}
              label={t("editor.flagTitle")}
              value={f.title}
              error={err(`redFlags.${i}.title`)}
              onChange={(v) => setFlag(i, { title: v })}
            />
            <FlagInput
              id={fid(`flag-${i}-detail`)}
              label={t("editor.flagDetail")}
              value={f.detail}
              error={err(`redFlags.${i}.detail`)}
              onChange={(v) => setFlag(i, { detail: v })}
            />
            <div className="sm:col-span-2">
              <button
                type="button"
                className={buttonClass("ghost", "sm")}
                onClick={() =>
                  set(
                    "redFlags",
                    words.redFlags.filter((_, j) => j !== i),
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("editor.removeFlag", { n: i + 1 })}
              </button>
            </div>
          </div>
        ))}
        {words.redFlags.length < L.redFlags ? (
          <button
            type="button"
            className={buttonClass("outline", "sm", "self-start")}
            onClick={() =>
              set("redFlags", [...words.redFlags, { id: `flag-${words.redFlags.length + 1}`, target: "body", title: "", detail: "" }])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("editor.addFlag")}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}

function FlagInput({
  id,
  label: text,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} message={error} icon />
    </div>
  );
}
