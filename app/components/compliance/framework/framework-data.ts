import { sessionContext } from "../../../guards/session-context.ts";
import { loaderApi, type Api } from "../../../lib/api-client.ts";
import { abilitiesOf } from "../../../lib/abilities.ts";
import { loadFrameworkTree, type LoaderArgs } from "../compliance-api.ts";
import { applicableFilters, filterTree, ownerIdsOf, parseFilters, slimTree } from "./tree-filter.ts";

/** People named one at a time when the first page of members does not hold them (someone who left, a big company). */
const OWNER_LOOKUPS = 20;

/**
 * Names of the people who own requirements: the first page of the company's people, then the
 * owners it did not hold one by one. A viewer who may not list people gets no names (the rows
 * then say "assigned").
 */
async function ownerNames(api: Api, ids: readonly string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const names: Record<string, string> = {};
  const page = await api.get("/entity/members", { query: { limit: 100, sort: "name" } });
  if (!page.ok) return names;
  for (const m of page.data.data) if (m.kind === "member" && m.name) names[m.id] = m.name;
  const missing = ids.filter((id) => !names[id]).slice(0, OWNER_LOOKUPS);
  await Promise.all(
    missing.map(async (memberId) => {
      const one = await api.get("/entity/members/{memberId}", { params: { memberId } });
      if (one.ok) names[memberId] = one.data.name;
    }),
  );
  return Object.fromEntries(ids.filter((id) => names[id]).map((id) => [id, names[id]!]));
}

/**
 * "/compliance/frameworks/{slug}": the framework's details and readiness, and its requirement
 * tree cut to what the rows show and filtered by the address's query, with the owners' names.
 */
export async function loadFrameworkPage(args: LoaderArgs, slug: string) {
  const tree = await loadFrameworkTree(args, slug);
  const viewer = args.context.get(sessionContext).user;
  const viewerId = viewer?.id ?? null;
  const filters = applicableFilters(parseFilters(new URL(args.request.url).searchParams), tree.adopted);
  const all = slimTree(tree.groups);
  const { sections, shown } = filterTree(all, filters, viewerId);
  const { groups: _groups, ...framework } = tree;
  return {
    framework,
    sections,
    shown,
    filters,
    owners: await ownerNames(loaderApi(args), ownerIdsOf(all)),
    viewerId,
    canManage: abilitiesOf(viewer).can("manage-compliance"),
  };
}
export type FrameworkPageData = Awaited<ReturnType<typeof loadFrameworkPage>>;
