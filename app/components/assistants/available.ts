import type { AssistantName } from "../../../contract/assistant-limits.ts";
import type { Abilities } from "../../lib/abilities.ts";

/** The assistants a person may ask, as the API decides: Nova anyone; Iris and Xen with the area's view permission and plan feature. */
export function availableAssistants({ can, hasFeature }: Pick<Abilities, "can" | "hasFeature">): AssistantName[] {
  const out: AssistantName[] = ["nova"];
  if (can("view-scanners") && hasFeature("scanners")) out.push("iris");
  if (can("view-compliance") && hasFeature("compliance")) out.push("xen");
  return out;
}
