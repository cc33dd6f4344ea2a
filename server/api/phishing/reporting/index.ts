import type { PhishingContext, PhishingPart } from "../part.ts";

export function createReportingPart(ctx: PhishingContext): { part: PhishingPart } {
  void ctx;
  return { part: { routes: [] } };
}
