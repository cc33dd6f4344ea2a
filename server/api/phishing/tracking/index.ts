import type { PhishingContext, PhishingPart } from "../part.ts";
import type { TemplateLibrary } from "../templates/index.ts";

export function createTrackingPart(ctx: PhishingContext, with_: { templates: TemplateLibrary }): { part: PhishingPart } {
  void ctx;
  void with_;
  return { part: { routes: [] } };
}
