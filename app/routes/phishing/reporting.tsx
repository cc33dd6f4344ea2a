import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { PHISHING_LIMITS, REVIEW_STATUSES, type ReviewStatus } from "../../../contract/phishing-limits.ts";
import { MailboxPanel } from "../../components/phishing/reporting/mailbox-panel.tsx";
import { ReviewQueue } from "../../components/phishing/reporting/review-queue.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/reporting";

/** The review queue's filter and page as the address says them (anything else: all, the first page). */
function queryOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("status");
  const status = REVIEW_STATUSES.includes(raw as ReviewStatus) ? (raw as ReviewStatus) : null;
  const page = Number(params.get("page"));
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The reporting mailbox's settings and a page of the review queue. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const q = queryOf(args.request);
  const [mailbox, review] = await Promise.all([
    api.get("/phishing/mailbox"),
    api.get("/phishing/review", { query: { page: q.page, limit: PHISHING_LIMITS.pageSize, ...(q.status ? { status: q.status } : {}) } }),
  ]);
  return { mailbox: orThrow(mailbox, [404]), review: orThrow(review, [404]), status: q.status };
}

/** /phishing/reporting: where people report phishing, the mailbox read for it, and the real messages to review. */
export default function PhishingReportingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("phishingReporting");
  const { pathname } = useLocation();
  const canManage = useAbilities().can("manage-phishing");
  const { mailbox, review, status } = loaderData;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-8 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
      </header>
      <MailboxPanel key={mailbox.own ? `${mailbox.own.host}:${mailbox.own.username}` : "none"} settings={mailbox} canManage={canManage} />
      <ReviewQueue items={review.data} page={review.page} total={review.total} status={status} canManage={canManage} />
    </div>
  );
}
