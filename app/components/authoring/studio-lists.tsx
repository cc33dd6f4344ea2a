import { useTranslation } from "react-i18next";
import type { CreatorCourseSummary } from "../../../contract/authoring.ts";
import { formatDate } from "../../lib/intl.ts";
import { useLocale } from "../../lib/locale.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { StudioProgress, StudioStatusBadge } from "./studio-status.tsx";

type Batch = { id: string; fileName: string; status: "running" | "done"; total: number; valid: number; invalid: number; createdAt: string };

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; text: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {more ? (
          <LocalizedLink to={more.to} className="text-sm font-medium text-primary-text hover:underline">
            {more.text}
          </LocalizedLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The latest drafts, each a link to its editor. */
export function StudioDrafts({ drafts }: { drafts: readonly CreatorCourseSummary[] }) {
  const { t } = useTranslation("creatorStudio");
  const locale = useLocale();
  return (
    <Section id="studio-drafts" title={t("drafts.title")} more={{ to: "/content-creator/courses?status=draft", text: t("drafts.all") }}>
      {drafts.length ? (
        <ul className="flex flex-col divide-y divide-border" data-testid="studio-drafts">
          {drafts.map((d) => (
            <li key={d.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
              <LocalizedLink
                to={`/content-creator/courses/${d.id}/edit`}
                className="break-words font-medium text-primary-text hover:underline"
              >
                {d.title || t("untitled")}
              </LocalizedLink>
              <span className="text-sm text-muted">
                {t("drafts.meta", {
                  languages: d.languages.map((l) => t(`languages.${l}`)).join(", "),
                  date: formatDate(d.updatedAt, locale, { time: true }),
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("drafts.none")}</p>
      )}
    </Section>
  );
}

/** The latest renders: status and progress, each a link to its status page. */
export function StudioRenders({ renders }: { renders: readonly CreatorCourseSummary[] }) {
  const { t } = useTranslation("creatorStudio");
  return (
    <Section id="studio-renders" title={t("renders.title")}>
      {renders.length ? (
        <ul className="flex flex-col divide-y divide-border" data-testid="studio-renders">
          {renders.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <LocalizedLink
                  to={`/content-creator/courses/${r.id}/status`}
                  className="break-words font-medium text-primary-text hover:underline"
                >
                  {r.title || t("untitled")}
                </LocalizedLink>
                <StudioStatusBadge status={r.status} />
              </div>
              <StudioProgress
                value={r.status === "ready" ? 100 : r.progress}
                label={t("renders.progress", { title: r.title || t("untitled") })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("renders.none")}</p>
      )}
    </Section>
  );
}

/** The latest batches of outlines: how many rows, how many refused, each a link to its results. */
export function StudioBatches({ batches }: { batches: readonly Batch[] }) {
  const { t } = useTranslation("creatorStudio");
  const locale = useLocale();
  return (
    <Section id="studio-batches" title={t("batches.title")} more={{ to: "/content-creator/courses/batch", text: t("batches.all") }}>
      {batches.length ? (
        <ul className="flex flex-col divide-y divide-border" data-testid="studio-batches">
          {batches.map((b) => (
            <li key={b.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
              <LocalizedLink
                to={`/content-creator/courses/batch?batch=${b.id}`}
                className="break-all font-medium text-primary-text hover:underline"
              >
                {b.fileName}
              </LocalizedLink>
              <span className="text-sm text-muted">
                {t("batches.meta", { total: b.total, count: b.total, invalid: b.invalid, date: formatDate(b.createdAt, locale) })}
                {" · "}
                {t(`batches.status.${b.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("batches.none")}</p>
      )}
    </Section>
  );
}
