import { CheckCircle2, CircleAlert, Clapperboard, FilePen, Globe, Loader2, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RENDERING_STATUSES } from "../../../contract/authoring-limits.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { loadDashboard } from "../../components/authoring/studio-api.ts";
import { StudioEmptyState } from "../../components/authoring/studio-empty.tsx";
import { StudioBatches, StudioDrafts, StudioRenders } from "../../components/authoring/studio-lists.tsx";
import { useStudioRefresh } from "../../components/authoring/studio-refresh.ts";
import { StudioShortcuts } from "../../components/authoring/studio-shortcuts.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { type Stat, StatGrid } from "../../components/ui/stat-grid.tsx";
import { numberFormat } from "../../lib/intl.ts";
import { useLocale } from "../../lib/locale.ts";
import type { Route } from "./+types/dashboard";

/** "/content-creator": my courses by status, the latest drafts and renders, presenters, batches and shortcuts. */
export async function loader(args: Route.LoaderArgs) {
  return loadDashboard(args);
}

export default function CreatorDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorStudio");
  const locale = useLocale();
  const { counts, drafts, renders, avatars, batches, outlineDrafting } = loaderData;
  const n = (v: number | undefined) => numberFormat(locale).format(v ?? 0);
  const underWay = (counts.queued ?? 0) + (counts.narrating ?? 0) + (counts.rendering ?? 0);
  // a render under way: its progress moves on the page
  useStudioRefresh(renders.some((r) => (RENDERING_STATUSES as readonly string[]).includes(r.status)));
  const total = ["draft", "queued", "narrating", "rendering", "ready", "failed"].reduce(
    (sum, s) => sum + (counts[s as keyof typeof counts] ?? 0),
    0,
  );
  const stats: Stat[] = [
    { id: "draft", label: t("counts.draft"), value: n(counts.draft), icon: FilePen, to: "/content-creator/courses?status=draft" },
    { id: "rendering", label: t("counts.rendering"), value: n(underWay), icon: Loader2 },
    { id: "ready", label: t("counts.ready"), value: n(counts.ready), icon: CheckCircle2, to: "/content-creator/courses?status=ready" },
    { id: "failed", label: t("counts.failed"), value: n(counts.failed), icon: CircleAlert, to: "/content-creator/courses?status=failed" },
    {
      id: "published",
      label: t("counts.published"),
      value: n(counts.published),
      icon: Globe,
      to: "/content-creator/courses?status=published",
    },
    { id: "avatars", label: t("counts.avatars"), value: n(avatars), icon: UsersRound, to: "/content-creator/avatars" },
  ];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader title={t("dashboard.title")} intro={<p>{t("dashboard.intro")}</p>} actions={<StudioShortcuts />} />
      <StatGrid stats={stats} label={t("counts.label")} testId="studio-counts" />
      {total === 0 && batches.length === 0 ? <StudioEmptyState /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <StudioDrafts drafts={drafts} />
        <StudioRenders renders={renders} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <StudioBatches batches={batches} />
        <section
          aria-labelledby="studio-courses"
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
        >
          <h2 id="studio-courses" className="flex items-center gap-2 text-lg font-semibold">
            <Clapperboard aria-hidden="true" className="size-5 text-primary-text" />
            {t("courses.title")}
          </h2>
          <p className="text-sm text-muted">{t("courses.text", { count: total })}</p>
          <p className="text-sm text-muted" data-testid="studio-outline">
            {t(outlineDrafting ? "courses.outlineOn" : "courses.outlineOff")}
          </p>
          <div className="flex flex-wrap gap-2">
            <LocalizedLink to="/content-creator/courses" className={buttonClass("outline", "sm")}>
              {t("courses.all")}
            </LocalizedLink>
            <LocalizedLink to="/content-creator/avatars" className={buttonClass("outline", "sm")}>
              {t("courses.avatars")}
            </LocalizedLink>
          </div>
        </section>
      </div>
    </div>
  );
}
