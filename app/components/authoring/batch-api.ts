import { data, type LoaderFunctionArgs } from "react-router";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { pageParamOf } from "./batch-page-param.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;
/** 404, and the API's 400 for a malformed id, are "Page Not Found". */
const NOT_FOUND = [400, 404];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The batch page's data: the recent batches (paged on `page`) and, with `?batch=<id>` (the
 * upload's answer and the e-mail's link), that batch with every row. Another entity's id is 404.
 */
export async function loadBatchPage(args: Args) {
  const api = loaderApi(args);
  const url = new URL(args.request.url);
  const id = url.searchParams.get("batch");
  if (id !== null && !UUID.test(id)) throw data("validation", { status: 404 });
  const [list, batch] = await Promise.all([
    api.get("/creator/batches", { query: { page: pageParamOf(url.search) } }),
    id ? api.get("/creator/batches/{id}", { params: { id } }) : Promise.resolve(null),
  ]);
  return { list: orThrow(list, NOT_FOUND), batch: batch ? orThrow(batch, NOT_FOUND) : null };
}
