import type { LoaderFunctionArgs } from "react-router";
import { LTI_LIMITS } from "../../../contract/lti-limits.ts";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { registrationQuery } from "./registration-query.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;
/** Rows a list of the page shows at once (the API takes up to LTI_LIMITS.pageSize). */
export const PAGE_SIZE = Math.min(20, LTI_LIMITS.pageSize);

/**
 * A registration's page: the registration (an unknown id, another company's, or a malformed one is
 * Page Not Found), a page of its course contexts and a page of its grade log as the address asks.
 * A list that cannot be read says so on its own card; the page still opens.
 */
export async function loadRegistration(args: Args, id: string) {
  const api = loaderApi(args);
  const q = registrationQuery(new URL(args.request.url).searchParams);
  const params = { id };
  const limit = PAGE_SIZE;
  const [registration, contexts, grades] = await Promise.all([
    api.get("/entity/lti/registrations/{id}", { params }),
    api.get("/entity/lti/registrations/{id}/contexts", { params, query: { page: q.contextsPage, limit } }),
    api.get("/entity/lti/registrations/{id}/grades", { params, query: { page: q.gradesPage, limit, status: q.status } }),
  ]);
  return {
    registration: orThrow(registration, [400, 404]),
    contexts: contexts.ok ? contexts.data : null,
    grades: grades.ok ? grades.data : null,
    query: q,
  };
}
