import type { LoaderFunctionArgs } from "react-router";
import { loaderApi } from "../../../lib/api-client.ts";

const YEAR = 365 * 86_400_000;

/** The last twelve months' phishing figures for /my-company/reports, or null where they are not the viewer's to see. */
export async function loadPhishingSummary(args: Pick<LoaderFunctionArgs, "context" | "request">) {
  const from = new Date(Date.now() - YEAR).toISOString();
  const res = await loaderApi(args).get("/phishing/stats", { query: { from } });
  if (!res.ok) return null;
  const { latest, campaigns } = res.data;
  return { latest, campaigns: campaigns.length };
}
export type PhishingSummary = Awaited<ReturnType<typeof loadPhishingSummary>>;
