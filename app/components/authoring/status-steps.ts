import { RENDERING_STATUSES, type CreatorStatus } from "../../../contract/authoring-limits.ts";

// What the status page draws from a render's status (no React here, so it is tested alone).

/** The phases a render goes through, in order, as the stepper shows them. */
export const RENDER_PHASES = ["queued", "narrating", "rendering", "ready"] as const;
export type RenderPhase = (typeof RENDER_PHASES)[number];
export type PhaseState = "done" | "current" | "upcoming" | "failed";

/** Whether a render is under way (the page follows it live). */
export const isUnderWay = (status: CreatorStatus) => (RENDERING_STATUSES as readonly string[]).includes(status);

/**
 * Each phase's state: those before the current one done, the current one current (ready is done
 * when reached). A failed render fails at the last phase it was seen in (`lastPhase`, the first
 * when it was never seen under way); a draft has every phase still to come.
 */
export function phaseStates(status: CreatorStatus, lastPhase: RenderPhase | null = null): { phase: RenderPhase; state: PhaseState }[] {
  const at = (phase: RenderPhase) => RENDER_PHASES.indexOf(phase);
  const failedAt = status === "failed" ? at(lastPhase && lastPhase !== "ready" ? lastPhase : "queued") : -1;
  const current = status === "draft" ? -1 : status === "failed" ? failedAt : at(status);
  return RENDER_PHASES.map((phase, i) => {
    let state: PhaseState = "upcoming";
    if (i < current) state = "done";
    else if (i === current) state = status === "failed" ? "failed" : phase === "ready" ? "done" : "current";
    return { phase, state };
  });
}

/** The phase to remember while a render is followed (a failure is then shown where it happened). */
export const phaseOf = (status: CreatorStatus): RenderPhase | null =>
  (RENDER_PHASES as readonly string[]).includes(status) ? (status as RenderPhase) : null;

/** The progress bar's value: the API's percent, kept within 0–100 and full once ready. */
export function progressValue(status: CreatorStatus, progress: number): number {
  if (status === "ready") return 100;
  if (status === "draft") return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/** The Debian packages of the missing tools (ffprobe comes with ffmpeg), in a stable order. */
export function installCommand(missing: readonly string[]): string | null {
  if (!missing.length) return null;
  const packages = [...new Set(missing.map((tool) => (tool === "ffprobe" ? "ffmpeg" : tool)))].sort();
  return `apt-get install -y ${packages.join(" ")}`;
}
