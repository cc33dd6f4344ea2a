import type { Db } from "../../db/client.ts";
import type { Organizations } from "../organizations/index.ts";
import { createAssignmentList } from "./assignment-list.ts";
import { createAssignmentProgress } from "./assignment-progress.ts";
import { createAssigning } from "./assigning.ts";
import { createCourseStandings } from "./course-standings.ts";
import { createMyAssignments } from "./my-assignments.ts";

/**
 * Courses and programs a company assigns to its members and groups (§4 manager mode), and the
 * learner's view of what they were assigned. Assigning enrols nobody: each person is "not
 * started" until they open the course (docs/decisions/0021-assignments.md); removing an
 * assignment keeps their enrolments and history.
 */
export function createAssignments(db: Db, orgs: Organizations) {
  const progress = createAssignmentProgress(db, orgs);
  const standings = createCourseStandings(db, orgs, progress);
  return {
    progress,
    standings,
    ...createAssigning(db, orgs, progress),
    ...createAssignmentList(db, orgs, progress),
    ...createMyAssignments(db, orgs, progress),
  };
}
export type Assignments = ReturnType<typeof createAssignments>;
