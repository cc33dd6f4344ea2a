import type { LoaderFunctionArgs } from "react-router";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;
/** 404, and the API's 400 for a malformed id, are "Page Not Found". */
const NOT_FOUND = [400, 404];

/** The page number of the page's query (a bad value is the first page). */
export function pageOf(request: Request) {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loadImports(args: Args) {
  return { list: orThrow(await loaderApi(args).get("/entity/imports", { query: { page: pageOf(args.request) } }), NOT_FOUND) };
}

export async function loadImport(args: Args, id: string) {
  return {
    imp: orThrow(await loaderApi(args).get("/entity/imports/{id}", { params: { id }, query: { page: pageOf(args.request) } }), NOT_FOUND),
  };
}
