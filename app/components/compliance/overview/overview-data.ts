import type { RequirementDueFilter } from "../../../../contract/compliance-limits.ts";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";
import { NOT_FOUND, loadAdoptions, pageFrom, type LoaderArgs } from "../compliance-api.ts";

/** Rows of each "what is due" list per page. */
export const DUE_PAGE_SIZE = 10;
/** Days of readiness each framework's trend draws. */
export const TREND_DAYS = 90;
/** The due lists the overview shows, each paged on its own query parameter. */
export const DUE_LISTS = [
  { due: "overdue", param: "overduePage" },
  { due: "dueSoon", param: "dueSoonPage" },
] as const satisfies readonly { due: RequirementDueFilter; param: string }[];

/**
 * "/compliance": the adopted frameworks with their readiness and trend, what is overdue and due
 * soon, and the frameworks there are to adopt (the adopt dialog lists those not adopted yet).
 */
export async function loadOverview(args: LoaderArgs) {
  const api = loaderApi(args);
  const params = new URL(args.request.url).searchParams;
  const [adoptions, frameworks] = await Promise.all([loadAdoptions(args), api.get("/compliance/frameworks")]);
  const [trends, due] = await Promise.all([
    Promise.all(
      adoptions.data.map(
        async (a) =>
          [
            a.slug,
            orThrow(
              await api.get("/compliance/adoptions/{slug}/trend", { params: { slug: a.slug }, query: { days: TREND_DAYS } }),
              NOT_FOUND,
            ).points,
          ] as const,
      ),
    ),
    adoptions.data.length
      ? Promise.all(
          DUE_LISTS.map(async (l) =>
            orThrow(
              await api.get("/compliance/requirements", { query: { due: l.due, page: pageFrom(params, l.param), limit: DUE_PAGE_SIZE } }),
              NOT_FOUND,
            ),
          ),
        )
      : null,
  ]);
  return {
    adoptions: adoptions.data,
    canManage: adoptions.canManage,
    frameworks: orThrow(frameworks, NOT_FOUND),
    trends: Object.fromEntries(trends),
    overdue: due?.[0] ?? null,
    dueSoon: due?.[1] ?? null,
  };
}
export type OverviewData = Awaited<ReturnType<typeof loadOverview>>;
