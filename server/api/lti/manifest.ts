import { lti } from "../../../contract/areas/lti.ts";
import { ltiOperations } from "../../../contract/operations/lti.ts";
import { defineManifest } from "../manifest.ts";
import { createLtiArea } from "./index.ts";
import * as tables from "./schema.ts";

/** The LTI 1.3 tool: an entity's platform registrations, the tool's keys and its values for the LMS. */
export const ltiManifest = defineManifest({
  name: "lti",
  declaration: lti,
  operations: ltiOperations,
  tables,
  create: createLtiArea,
});
