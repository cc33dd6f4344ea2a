import type { LoaderFunctionArgs } from "react-router";
import { loaderApi, orThrow } from "../../lib/api-client.ts";

// Loader helpers every compliance page shares: the paths between the pages, the page number
// read from the address, and the reads that answer "Page Not Found" when they fail.

export type LoaderArgs = Pick<LoaderFunctionArgs, "context" | "request">;

/** A read that fails with 404, or with the API's 400 for a malformed slug or id, is "Page Not Found". */
export const NOT_FOUND: readonly number[] = [400, 404];

/** A page number from the query: a bad value is the first page. */
export function pageFrom(params: URLSearchParams, name = "page") {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** A framework's page (slugs may hold dots: nist-csf-2.0). */
export const frameworkPath = (slug: string) => `/compliance/frameworks/${encodeURIComponent(slug)}`;

/** A requirement's page: its id holds a colon (iso-27001-2022:A.5.1), so it is always encoded. */
export const requirementPath = (id: string) => `/compliance/requirements/${encodeURIComponent(id)}`;

/** The frameworks the viewer's entity adopted, with readiness and what is due, and whether the viewer may change them. */
export async function loadAdoptions(args: LoaderArgs) {
  return orThrow(await loaderApi(args).get("/compliance/adoptions"), NOT_FOUND);
}

/** A framework's requirement tree with the entity's states; an unknown slug or another company's import is "Page Not Found". */
export async function loadFrameworkTree(args: LoaderArgs, slug: string) {
  return orThrow(await loaderApi(args).get("/compliance/frameworks/{slug}", { params: { slug } }), NOT_FOUND);
}
