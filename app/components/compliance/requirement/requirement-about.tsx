import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { RequirementDetail } from "../../../../contract/compliance.ts";

/** Our guidance in plain words, the framework's implementation examples, and the text it cites (with quotes where given). */
export function RequirementAbout({
  requirement: r,
}: {
  requirement: Pick<RequirementDetail, "guidance" | "examples" | "citations" | "framework">;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const id = useId();
  if (!r.guidance && !r.examples.length && !r.citations.length) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="requirement-about"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("about.title")}
      </h2>
      {r.guidance ? (
        <div>
          <h3 className="text-sm font-semibold">{t("about.guidance")}</h3>
          <p className="mt-1">{r.guidance}</p>
        </div>
      ) : null}
      {r.examples.length ? (
        <div>
          <h3 className="text-sm font-semibold">{t("about.examples")}</h3>
          <p className="mt-0.5 text-sm text-muted">{t("about.examplesHint", { framework: r.framework.name })}</p>
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
            {r.examples.map((e) => (
              <li key={e.id}>{e.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {r.citations.length ? (
        <div>
          <h3 className="text-sm font-semibold">{t("about.citations")}</h3>
          <ul className="mt-2 flex flex-col gap-3">
            {r.citations.map((c, i) => (
              <li key={`${c.label}-${i}`} className="flex flex-col gap-1">
                {c.url ? (
                  <a
                    href={c.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex w-fit items-center gap-1 font-medium text-primary-text underline-offset-2 hover:underline"
                  >
                    {c.label}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t("opensInNewTab")}</span>
                  </a>
                ) : (
                  <span className="font-medium">{c.label}</span>
                )}
                {c.quote ? (
                  <blockquote
                    lang={c.quote.language === "pt" ? "pt-BR" : c.quote.language}
                    className="border-l-4 border-border pl-3 text-sm text-muted"
                  >
                    {c.quote.text}
                  </blockquote>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
