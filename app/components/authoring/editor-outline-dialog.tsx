import * as Dialog from "@radix-ui/react-dialog";
import { Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { useApi } from "../../lib/api-client.ts";
import { buttonClass } from "../ui/button.tsx";
import { BusyDialogRoot, DialogFormActions, DialogFrame } from "../ui/dialog-frame.tsx";
import { ErrorBox } from "../ui/error-line.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { hasContent, LIMITS as L, type DraftLanguage } from "./editor-draft.ts";

const OUTLINE_VARIABLES = "LLM_BASE_URL, LLM_API_KEY, LLM_MODEL";

/**
 * "Draft from outline" for one language: a title and an outline become a first version of the
 * steps and questions, to edit. What is written already is replaced only after the dialog says so
 * on its button. Without an endpoint configured, the dialog says how an operator enables it.
 */
export function OutlineDialog({
  language,
  current,
  configured,
  initialTitle,
  onDrafted,
}: {
  language: CreatorLanguage;
  current: DraftLanguage;
  configured: boolean;
  initialTitle: string;
  onDrafted: (drafted: DraftLanguage) => void;
}) {
  const { t } = useTranslation("creatorEditor");
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [title, setTitle] = useState(initialTitle);
  const [outline, setOutline] = useState("");
  const [errors, setErrors] = useState<{ title?: string; outline?: string; form?: string }>({});
  const [unavailable, setUnavailable] = useState(!configured);
  const replaces = hasContent(current);
  // the language as a sentence names it ("Rascunhar em português")
  const lang = t(`languagesInText.${language}`);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const found = {
      title: title.trim().length < 5 ? t("outline.titleShort") : undefined,
      outline: outline.trim().length < 20 ? t("outline.outlineShort") : undefined,
    };
    if (found.title || found.outline) {
      setErrors(found);
      document.getElementById(found.title ? "outline-title" : "outline-text")?.focus();
      return;
    }
    setPending(true);
    setErrors({});
    const res = await api.post("/creator/courses/draft-from-outline", { body: { language, title: title.trim(), outline: outline.trim() } });
    setPending(false);
    if (res.ok) {
      onDrafted(res.data);
      setOpen(false);
      return;
    }
    if (res.error.code === "outline_not_configured") setUnavailable(true);
    const issue = (name: string) => res.error.issues?.find((i) => i.path.replace(/^body\./, "") === name)?.message;
    setErrors({ title: issue("title"), outline: issue("outline"), form: res.error.message || t("outline.failed") });
  }

  return (
    <BusyDialogRoot open={open} pending={pending} setOpen={setOpen} onChange={(o) => o && (setErrors({}), setTitle(title || initialTitle))}>
      <div className="flex flex-wrap items-center gap-3">
        <Dialog.Trigger className={buttonClass("outline", "sm", "w-fit")}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t("outline.open", { language: lang })}
        </Dialog.Trigger>
        {unavailable ? <p className="text-sm text-muted">{t("outline.notConfiguredShort")}</p> : null}
      </div>
      <DialogFrame title={t("outline.title", { language: lang })} description={t("outline.description")} closeLabel={t("outline.close")}>
        {unavailable ? (
          <div className="mt-4 flex flex-col gap-3 text-sm">
            <p>{t("outline.notConfigured")}</p>
            <p>
              <code className="break-all rounded bg-surface-sunken px-1.5 py-0.5">{OUTLINE_VARIABLES}</code>
            </p>
            <ErrorBox>{errors.form}</ErrorBox>
            <Dialog.Close className={buttonClass("outline", "md", "w-fit self-end")}>{t("outline.close")}</Dialog.Close>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <FormField id="outline-title" label={t("outline.courseTitle")} error={errors.title} errorIcon>
              {(a11y) => (
                <input {...a11y} value={title} maxLength={L.title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
              )}
            </FormField>
            <FormField id="outline-text" label={t("outline.outline")} hint={t("outline.outlineHint")} error={errors.outline} errorIcon>
              {(a11y) => (
                <textarea
                  {...a11y}
                  rows={8}
                  value={outline}
                  maxLength={L.outline}
                  onChange={(e) => setOutline(e.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
            {replaces ? (
              <p role="note" className="rounded-lg border border-amber-600 p-3 text-sm">
                {t("outline.replaces", { language: lang })}
              </p>
            ) : null}
            <ErrorBox>{errors.form}</ErrorBox>
            <DialogFormActions
              cancelLabel={t("outline.cancel")}
              submitLabel={replaces ? t("outline.replace") : t("outline.submit")}
              pending={pending}
            />
          </form>
        )}
      </DialogFrame>
    </BusyDialogRoot>
  );
}
