import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { ASSISTANT_LIMITS, ASSISTANTS, type AssistantName } from "../../../contract/assistant-limits.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { ExchangeList } from "../../components/assistants/exchange-list.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { QueryPager } from "../../components/ui/pager.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/assistants-log";

const FEEDBACK = ["helpful", "not-helpful", "none"] as const;
type FeedbackFilter = (typeof FEEDBACK)[number];

/** The list's filters and page from the address; anything unknown is left out. */
function filtersOf(request: Request) {
  const q = new URL(request.url).searchParams;
  const page = Number(q.get("page"));
  const assistant = (ASSISTANTS as readonly string[]).includes(q.get("assistant") ?? "")
    ? (q.get("assistant") as AssistantName)
    : undefined;
  const feedback = (FEEDBACK as readonly string[]).includes(q.get("feedback") ?? "") ? (q.get("feedback") as FeedbackFilter) : undefined;
  return { page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1, assistant, feedback };
}

/** /my-company/assistants: the company's questions to the assistants and their answers, for its managers to review. */
export async function loader(args: Route.LoaderArgs) {
  const filters = filtersOf(args.request);
  const r = await loaderApi(args).get("/entity/assistants/exchanges", { query: { ...filters, limit: ASSISTANT_LIMITS.pageSize } });
  return { list: orThrow(r, [400]), filters };
}

export default function CompanyAssistantsLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("assistantsLog");
  const { t: tName } = useTranslation("assistant");
  const { pathname } = useLocation();
  const { list, filters } = loaderData;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
        <p className="mt-2 text-sm font-medium" data-testid="assistant-retention">
          {t("retention", { count: list.retentionDays })}
        </p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-3" key={JSON.stringify(filters)}>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="log-assistant">{t("filters.assistant")}</label>
          <select
            id="log-assistant"
            name="assistant"
            defaultValue={filters.assistant ?? ""}
            className="h-11 rounded-lg border border-border bg-surface px-2"
          >
            <option value="">{t("filters.all")}</option>
            {ASSISTANTS.map((a) => (
              <option key={a} value={a}>
                {tName(`${a}.name`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="log-feedback">{t("filters.feedback")}</label>
          <select
            id="log-feedback"
            name="feedback"
            defaultValue={filters.feedback ?? ""}
            className="h-11 rounded-lg border border-border bg-surface px-2"
          >
            <option value="">{t("filters.all")}</option>
            {FEEDBACK.map((f) => (
              <option key={f} value={f}>
                {t(`filters.feedbackValues.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("outline")}>
          {t("filters.apply")}
        </button>
      </Form>
      <ExchangeList items={list.data} />
      <QueryPager
        page={list.page}
        limit={list.limit}
        total={list.total}
        label={t("pager.label")}
        ns="assistantsLog"
        keys="pager"
        single="rows"
      />
    </div>
  );
}
