-- An assignment is not a start (issue 25, docs/decisions/0021-assignments.md): assigning used to
-- enrol everyone it reached at once, so people who never opened a course counted as started
-- ("in progress, 0 %") on the group's course page, in the learner's lists and in every report.
-- Assignments now enrol nobody: an enrolment is made when the learner opens the course. The
-- enrolments assignments made that were never opened go: nothing in them moved since they were
-- made (no step, position, attempt, score or progress, untouched since their start), and they
-- were made once an assignment of the course (or of a program holding it) reached the person,
-- theirs or one of their groups'. A course someone chose before it was assigned stays theirs.
-- The report summaries follow by their triggers (migration 0013).
DELETE FROM "enrollments" e
WHERE e.status = 'in-progress' AND e.progress = 0 AND e.current_step = 0 AND e.resume_position = 0 AND e.attempts = 0
  AND e.best_score IS NULL AND e.completed_at IS NULL AND e.updated_at = e.started_at
  AND EXISTS (
    SELECT 1 FROM "assignments" a
    WHERE a.whitelabel_id = e.whitelabel_id
      AND a.created_at <= e.started_at + interval '1 minute'
      AND (
        a.user_id = e.user_id
        OR a.group_id IN (SELECT gm.group_id FROM "group_members" gm WHERE gm.whitelabel_id = a.whitelabel_id AND gm.entity_id = a.entity_id AND gm.user_id = e.user_id)
      )
      AND (a.course_id = e.course_id OR a.program_id IN (SELECT pc.program_id FROM "program_courses" pc WHERE pc.course_id = e.course_id))
  );--> statement-breakpoint
-- An assigned program the person never opened a course of is not theirs to follow either.
DELETE FROM "program_enrollments" pe
WHERE EXISTS (
    SELECT 1 FROM "assignments" a
    WHERE a.whitelabel_id = pe.whitelabel_id AND a.program_id = pe.program_id
      AND a.created_at <= pe.started_at + interval '1 minute'
      AND (
        a.user_id = pe.user_id
        OR a.group_id IN (SELECT gm.group_id FROM "group_members" gm WHERE gm.whitelabel_id = a.whitelabel_id AND gm.entity_id = a.entity_id AND gm.user_id = pe.user_id)
      )
  )
  AND NOT EXISTS (
    SELECT 1 FROM "enrollments" e JOIN "program_courses" pc ON pc.course_id = e.course_id
    WHERE pc.program_id = pe.program_id AND e.whitelabel_id = pe.whitelabel_id AND e.user_id = pe.user_id
  );
