import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { SimulationCard } from "../../components/phishing/mine/simulation-card.tsx";
import { EmptyState, OverviewPage } from "../../components/overview/overview-page.tsx";
import { loaderApi } from "../../lib/api-client.ts";

/** /training/simulations: the phishing simulations sent to me, once each campaign has ended (GET /phishing/mine). */
export async function loader(args: LoaderFunctionArgs) {
  const res = await loaderApi(args).get("/phishing/mine");
  return { list: res.ok ? res.data.data : null };
}

export default function MySimulationsPage() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("phishingLanding");
  return (
    <OverviewPage intro={<p>{t("mine.intro")}</p>}>
      {!list ? (
        <p role="alert" className="rounded-xl border border-border bg-surface-raised p-4 text-sm">
          {t("mine.loadError")}
        </p>
      ) : null}
      {list && !list.length ? (
        <EmptyState
          icon={ShieldCheck}
          title={t("mine.empty.title")}
          text={t("mine.empty.text")}
          to="/training/courses"
          action={t("mine.empty.action")}
        />
      ) : null}
      {list?.length ? (
        <ul className="flex flex-col gap-4" aria-label={t("mine.listLabel")}>
          {list.map((item) => (
            <li key={item.campaignId}>
              <SimulationCard item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </OverviewPage>
  );
}
