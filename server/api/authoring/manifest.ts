import { authoring } from "../../../contract/areas/authoring.ts";
import { authoringOperations } from "../../../contract/operations/authoring.ts";
import { defineManifest } from "../manifest.ts";
import { createAuthoringArea } from "./index.ts";
import * as tables from "./schema.ts";

/** The content creator: presenters, course drafts, narrated-video renders, publication and batches. */
export const authoringManifest = defineManifest({
  name: "authoring",
  declaration: authoring,
  operations: authoringOperations,
  tables,
  mail: ["creator-batch-done"],
  create: createAuthoringArea,
});
