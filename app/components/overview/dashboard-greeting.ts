/**
 * The assistant's line on the dashboard: a welcome while nothing has been started (a new owner,
 * a new learner: there is nothing to "pick up where you left off"), "welcome back" after.
 * `enrollments`: the courses and programs the person has started, null while unknown.
 */
export const dashboardHeaderKey = (enrollments: number | null | undefined) => (enrollments === 0 ? "dashboardFirst" : "dashboard");
