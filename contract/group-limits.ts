// A company's groups (departments): the limits the forms check as you type and the API
// enforces (contract/groups.ts builds its schemas from these). Plain values, no zod, so the
// browser can import them.

/** A group's name, the people added in one call, and the pages of its lists. */
export const GROUP_LIMITS = { name: 80, addAtOnce: 500, pageSize: 25, maxPageSize: 100, search: 100, candidates: 20 } as const;

/** A person reminded of a course is not reminded of it again for this long, however often a manager asks (a double click sends once). */
export const COURSE_REMINDER_COOLDOWN_MINUTES = 60;

/**
 * Where a member of a group stands with a course; "overdue": an assignment of the course
 * reaching them is past its due date and not completed in its current cycle.
 */
export const GROUP_COURSE_STATUSES = ["not-started", "in-progress", "completed", "overdue"] as const;
export type GroupCourseStatus = (typeof GROUP_COURSE_STATUSES)[number];
