import type { Db } from "../../db/client.ts";
import type { Area } from "../area.ts";

/** The LTI 1.3 tool (issue 28). */
export function createLtiArea(_opts: { db: Db }) {
  const area: Area = { name: "lti", routes: [] };
  return { area };
}
