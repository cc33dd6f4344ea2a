import type { LoaderFunctionArgs } from "react-router";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";

/** The frameworks the company adopted (what each export can be made of), and whether the viewer may adopt more. */
export async function loadReports(args: Pick<LoaderFunctionArgs, "context" | "request">) {
  const adoptions = orThrow(await loaderApi(args).get("/compliance/adoptions"));
  return {
    adopted: adoptions.data.map((a) => ({ slug: a.slug, name: a.name, version: a.version })),
    canManage: adoptions.canManage,
  };
}
export type ReportsData = Awaited<ReturnType<typeof loadReports>>;
