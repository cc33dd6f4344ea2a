import { learning } from "../../../contract/areas/learning.ts";
import { learningOperations } from "../../../contract/operations/learning.ts";
import { defineManifest } from "../manifest.ts";
import { createLearningArea } from "./index.ts";
import * as tables from "./schema.ts";
import { seedLearning } from "./seed/library.ts";
import * as reportTables from "./schema-reports.ts";

/** Learning: the catalogue, enrolments and progress, programs, assignments, challenges, badges, certificates, skill gap, reports. */
export const learningManifest = defineManifest({
  name: "learning",
  declaration: learning,
  operations: learningOperations,
  tables: { ...tables, ...reportTables },
  mail: ["course-reminder", "assignment-reminder", "assignment-overdue", "assignment-digest"],
  seed: seedLearning,
  create: createLearningArea,
});
