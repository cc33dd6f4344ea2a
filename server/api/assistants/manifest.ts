import { assistants } from "../../../contract/areas/assistants.ts";
import { assistantsOperations } from "../../../contract/operations/assistants.ts";
import { defineManifest } from "../manifest.ts";
import { createAssistantsArea } from "./index.ts";
import * as tables from "./schema.ts";

/** The assistants Nova, Iris and Xen: grounded answers with citations, conversations, the managers' log. */
export const assistantsManifest = defineManifest({
  name: "assistants",
  declaration: assistants,
  operations: assistantsOperations,
  tables,
  create: createAssistantsArea,
});
