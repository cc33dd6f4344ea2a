import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { CourseCard } from "../../components/training/course-card.tsx";
import type { MyAssignmentList } from "../../../contract/assignments.ts";
import type { EnrolledCourse } from "../../../contract/learning.ts";
import { continuePath } from "../../components/training/player-api.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { AssignedToYou } from "../../components/overview/assigned-to-you.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";

const PAGE_SIZE = 12;
/** The API has no status filter: a filtered view reads the learner's enrolments in pages of 50, up to this many. */
const MAX_FILTER_PAGES = 20;
/** The assignments the page reads at most (owed ones come first: overdue, in progress, not started). */
const ASSIGNED_SHOWN = 50;
const FILTERS = ["all", "in-progress", "completed"] as const;
type Filter = (typeof FILTERS)[number];
type Row = EnrolledCourse;

const matches = (filter: Filter, row: Row) =>
  filter === "all" || (filter === "completed" ? row.enrollment.status === "completed" : row.enrollment.status !== "completed");

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const raw = url.searchParams.get("status");
  const filter: Filter = FILTERS.find((f) => f === raw) ?? "all";
  const page = Math.min(1000, Math.max(1, Math.trunc(Number(url.searchParams.get("page"))) || 1));
  const api = loaderApi(args);
  const fetchPage = async (p: number, limit: number) => orThrow(await api.get("/enrollments", { query: { page: p, limit } }));
  if (filter === "all") {
    const [{ data, total }, assigned] = await Promise.all([fetchPage(page, PAGE_SIZE), page === 1 ? owed(api) : null]);
    return { filter, page, total, rows: data, assigned };
  }
  const all: Row[] = [];
  for (let p = 1; p <= MAX_FILTER_PAGES; p++) {
    const { data, total } = await fetchPage(p, 50);
    all.push(...data);
    if (all.length >= total || data.length === 0) break;
  }
  const kept = all.filter((r) => matches(filter, r));
  return { filter, page, total: kept.length, rows: kept.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), assigned: null };
}

/** What the learner's company assigned and they have not completed: not started ones are here only, as the list below holds what they opened. */
async function owed(api: ReturnType<typeof loaderApi>): Promise<MyAssignmentList | null> {
  const res = await api.get("/training/assignments", { query: { page: 1, limit: ASSIGNED_SHOWN } });
  if (!res.ok) return null;
  const data = res.data.data.filter((a) => a.status !== "completed");
  return { ...res.data, data, total: data.length };
}

/** /enrollments: the learner's courses, by status, twelve to a page. */
export default function Enrollments() {
  const { filter, page, total, rows, assigned } = useLoaderData<typeof loader>();
  const { t } = useTranslation("learn");
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const search = (f: Filter, p = 1) => {
    const q = new URLSearchParams();
    if (f !== "all") q.set("status", f);
    if (p > 1) q.set("page", String(p));
    const s = q.toString();
    return s ? `?${s}` : "";
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("routes:enrollments")}</h1>
        <p className="text-muted">{t("enrollments.intro")}</p>
      </header>

      <nav aria-label={t("enrollments.filter")}>
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={{ pathname, search: search(f) }}
                aria-current={f === filter ? "page" : undefined}
                className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold ${f === filter ? "border-primary bg-primary text-primary-fg" : "border-border bg-surface-raised text-fg hover:bg-surface-sunken"}`}
              >
                {t(`enrollments.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <AssignedToYou list={assigned} />

      <section aria-labelledby="enrollments-list" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="enrollments-list" className="text-lg font-bold">
            {t(`enrollments.${filter === "all" ? "listHeading" : filter}`)}
          </h2>
          <p className="text-sm text-muted">{t("enrollments.count", { count: total })}</p>
        </div>
        {rows.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map(({ course, enrollment }) => (
              <li key={course.slug} className="flex">
                <div className="flex w-full flex-col [&>article]:flex-1" data-testid="enrollment-card">
                  <CourseCard
                    course={{ ...course, enrollment: { status: enrollment.status, progress: enrollment.progress } }}
                    href={continuePath(course.slug, enrollment.status)}
                  />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-6">
            <p>{t(filter === "all" && page === 1 ? "enrollments.emptyAll" : "enrollments.empty")}</p>
            <LocalizedLink to="/training/courses" className={buttonClass("primary")}>
              {t("enrollments.browse")}
            </LocalizedLink>
          </div>
        )}
      </section>

      {pages > 1 ? (
        <nav aria-label={t("enrollments.pagination")} className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={{ pathname, search: search(filter, page - 1) }} className={buttonClass("outline", "sm")}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("enrollments.previousPage")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted">{t("enrollments.page", { page: Math.min(page, pages), pages })}</p>
          {page < pages ? (
            <Link to={{ pathname, search: search(filter, page + 1) }} className={buttonClass("outline", "sm")}>
              {t("enrollments.nextPage")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
