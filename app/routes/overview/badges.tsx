import { Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { BadgeCard } from "../../components/overview/badge-card.tsx";
import { overviewApi } from "../../components/overview/overview-api.ts";
import { EmptyState, LoadError, OverviewPage } from "../../components/overview/overview-page.tsx";
import { useDates } from "../../components/overview/use-dates.ts";

/** /badges (badges feature): every badge the learner earned, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  return { badges: await overviewApi(args).badges() };
}

export default function Badges() {
  const { badges } = useLoaderData<typeof loader>();
  const { t } = useTranslation("overview");
  const dates = useDates();
  return (
    <OverviewPage intro={<p>{badges?.length ? t("badges.intro", { count: badges.length }) : t("badges.introEmpty")}</p>}>
      {!badges ? <LoadError /> : null}
      {badges && badges.length === 0 ? (
        <EmptyState
          icon={Award}
          title={t("badges.empty.title")}
          text={t("badges.empty.text")}
          to="/training/courses"
          action={t("badges.empty.action")}
        />
      ) : null}
      {badges?.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="badge-grid">
          {badges.map((b) => (
            <li key={b.courseSlug} className="grid">
              <BadgeCard badge={b} date={dates.long(b.awardedAt)} level={2} />
            </li>
          ))}
        </ul>
      ) : null}
    </OverviewPage>
  );
}
