import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FrameworkPageData } from "./framework-data.ts";
import { GroupReadinessList, ReadinessSummary } from "./readiness.tsx";

/** Who publishes the framework, where its text lives and under which terms it is shown, and (adopted) how ready the entity is. */
export function FrameworkDetails({ framework: f, adoptAction }: { framework: FrameworkPageData["framework"]; adoptAction: ReactNode }) {
  const { t } = useTranslation("compliancePages");
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <section
        aria-labelledby="about-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-6 lg:col-span-2"
      >
        <h2 id="about-title" className="text-lg font-semibold">
          {t("framework.about")}
        </h2>
        <p className="text-sm">{f.description}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t("framework.publisher")}</dt>
          <dd>{f.publisher}</dd>
          <dt className="text-muted">{t("framework.version")}</dt>
          <dd>{f.version}</dd>
          <dt className="text-muted">{t("framework.origin")}</dt>
          <dd>{t(`origin.${f.origin}`)}</dd>
        </dl>
        <details className="text-sm">
          <summary className="w-fit cursor-pointer font-medium text-primary-text">{t("framework.licence")}</summary>
          <p className="mt-2 whitespace-pre-line text-muted">{f.licence}</p>
          {f.source ? (
            <a
              href={f.source}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 break-all font-medium text-primary-text underline"
            >
              {t("framework.source")}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t("framework.newTab")}</span>
            </a>
          ) : null}
        </details>
      </section>
      <section
        aria-labelledby="readiness-title"
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6 lg:col-span-3"
        data-testid="framework-readiness"
      >
        <h2 id="readiness-title" className="text-lg font-semibold">
          {t("framework.readiness")}
        </h2>
        {f.readiness ? (
          <>
            <ReadinessSummary readiness={f.readiness} />
            <GroupReadinessList groups={f.groupReadiness} label={t("card.groupsOf", { name: f.name })} />
          </>
        ) : (
          <div className="flex flex-col gap-3" data-testid="not-adopted">
            <p className="text-sm">{t("framework.notAdopted")}</p>
            {adoptAction ?? <p className="text-sm text-muted">{t("framework.notAdoptedReadOnly")}</p>}
          </div>
        )}
      </section>
    </div>
  );
}
