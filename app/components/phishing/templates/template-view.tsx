import { Copy } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import type { PhishingTemplate } from "../../../../contract/phishing.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LanguageTabs } from "./language-tabs.tsx";
import { MessageFrame } from "./message-frame.tsx";
import { RedFlagList } from "./red-flag-list.tsx";
import { useClone } from "./use-clone.ts";

/**
 * A library template, read-only: its message in each language (the preview the server rendered
 * for each, in a sandboxed frame), its red flags, and "Clone to edit".
 */
export function TemplateView({
  template,
  previews,
  canManage,
}: {
  template: PhishingTemplate;
  previews: Partial<Record<TemplateLanguage, { from: string; subject: string; html: string } | null>>;
  canManage: boolean;
}) {
  const { t } = useTranslation("phishingTemplates");
  const { t: tp } = useTranslation("phishing");
  const id = useId();
  const [language, setLanguage] = useState<TemplateLanguage>(template.languages[0] ?? "en");
  const { clone, pending } = useClone();
  const words = template.content[language];
  const preview = previews[language];
  return (
    <div className="flex flex-col gap-6" data-testid="phishing-template-view">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-sm text-muted">{t("view.readOnly")}</p>
        {canManage ? (
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={!!pending}
            aria-busy={!!pending}
            onClick={() => void clone(template.id)}
            data-testid="phishing-template-clone"
          >
            <Copy aria-hidden="true" className="size-4" />
            {t("clone.toEdit")}
          </button>
        ) : null}
      </div>
      <LanguageTabs
        languages={template.languages}
        selected={language}
        onSelect={setLanguage}
        label={t("view.languages")}
        names={(l) => tp(`languages.${l}`)}
        idBase={id}
      >
        {words ? (
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <div className="flex min-w-0 flex-col gap-3">
              <dl className="grid gap-1 text-sm">
                <dt className="font-semibold">{t("editor.from")}</dt>
                <dd className="break-words text-muted">{preview?.from ?? words.senderName}</dd>
                <dt className="font-semibold">{t("editor.subject")}</dt>
                <dd className="break-words text-muted">{preview?.subject ?? words.subject}</dd>
              </dl>
              {preview ? (
                <MessageFrame html={preview.html} title={t("preview.frameTitle", { name: words.name })} />
              ) : (
                <p className="text-muted">{t("preview.unavailable")}</p>
              )}
            </div>
            <div className="min-w-0">
              <h2 className="mb-3 text-lg font-semibold">{t("view.redFlags")}</h2>
              <RedFlagList flags={words.redFlags} />
            </div>
          </div>
        ) : null}
      </LanguageTabs>
    </div>
  );
}
