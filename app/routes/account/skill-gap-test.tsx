import { ClipboardList, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { AccountPage } from "../../components/account/account-page.tsx";
import { ResultsHistory } from "../../components/skill-gap/results-history.tsx";
import { ScoreBars } from "../../components/skill-gap/score-bars.tsx";
import { longDate } from "../../components/skill-gap/skill-gap-api.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";

/** §2 /account/skill-gap-test: the signed-in person's results, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  return { results: orThrow(await loaderApi(args).get("/skill-gap/results"), []).data };
}

export default function AccountSkillGapTest() {
  const { results } = useLoaderData<typeof loader>();
  const { t } = useTranslation("skillGap");
  const locale = useLocale();
  const [latest] = results;
  return (
    <AccountPage intro={t("history.intro")}>
      {() =>
        latest ? (
          <>
            <section
              aria-labelledby="skill-gap-latest"
              className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 sm:p-6"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id="skill-gap-latest" className="text-xl font-bold">
                    {t("history.latestTitle")}
                  </h2>
                  <p className="text-sm text-muted">{t("results.takenAt", { date: longDate(latest.takenAt, locale) })}</p>
                </div>
                <LocalizedLink to="/skill-gap-test" className={buttonClass("outline", "sm")}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t("history.again")}
                </LocalizedLink>
              </div>
              <ScoreBars scores={latest.scores} labelledBy="skill-gap-latest" />
            </section>
            <ResultsHistory results={results} />
          </>
        ) : (
          <section
            aria-labelledby="skill-gap-empty"
            className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-raised p-6"
          >
            <ClipboardList aria-hidden="true" className="size-8 text-muted" />
            <h2 id="skill-gap-empty" className="text-lg font-bold">
              {t("history.emptyTitle")}
            </h2>
            <p className="text-muted">{t("history.emptyText")}</p>
            <LocalizedLink to="/skill-gap-test" className={buttonClass("primary")}>
              {t("history.take")}
            </LocalizedLink>
          </section>
        )
      }
    </AccountPage>
  );
}
