/** A datetime-local input's value for a moment, in the browser's time zone. */
export const localValue = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The API's form of a moment the person picked (the report's real time). */
export const apiMoment = (d: Date) => d.toISOString();

/** Lines of a CSV named back when some could not be read, at most. */
export const BAD_LINES_SHOWN = 10;
