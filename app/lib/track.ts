/**
 * Sends a named event through the usage tracker, e.g. track("signup-completed", { plan: "team" }).
 * The tracker loads on demand, and sends nothing where it is off (docs/decisions/0026-usage-tracker.md);
 * without a name the event is "#unknown-event" (§8). In markup, `data-track="name"` does the same on click.
 */
export function track(name?: string, data?: Record<string, string | number | boolean | null>) {
  if (typeof window === "undefined") return;
  void import("./tracker.ts").then((m) => m.track(name, data));
}
