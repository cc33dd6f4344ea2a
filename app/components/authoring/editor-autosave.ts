/**
 * The course editor's autosave as a pure state machine (no timers, no requests): the hook in
 * editor-use-autosave.ts feeds it events and does what it says. Every edit counts; a save covers
 * the edits made before it was sent, so edits made while it is in flight are saved next. A 409
 * `revision_conflict` (another tab or person saved since our revision) stops autosaving until the
 * person chooses: load their version, or keep theirs out and save ours over it.
 */

export type AutosavePhase =
  /** Nothing waits to be saved. */
  | "idle"
  /** Edits wait for the pause after typing (the debounce), then a save. */
  | "pending"
  | "saving"
  /** The last save failed (network, the API's refusal): the person may retry; editing retries too. */
  | "failed"
  /** Someone saved since our revision: nothing is saved until the person chooses. */
  | "conflict";

export interface AutosaveState {
  phase: AutosavePhase;
  /** The revision our next save is based on (the API refuses another). */
  revision: number;
  /** How many edits were made, and how many of them the last successful save holds. */
  edits: number;
  savedEdits: number;
  /** The edit count a save in flight holds. */
  inFlight: number | null;
  /** When the last save succeeded (ISO), for "Saved at 14:02". */
  savedAt: string | null;
  /** The last failure's message (translated by the API), for "Not saved — retry". */
  error: string | null;
}

export type AutosaveEvent =
  | { type: "edit" }
  /** The pause after typing is over (or the person asked to retry): a save is sent if one may be. */
  | { type: "start" }
  | { type: "saved"; revision: number; at: string }
  | { type: "failed"; message: string }
  | { type: "conflict"; message: string }
  /** "Load their version": the draft was replaced by the one read at `revision`. */
  | { type: "loadedTheirs"; revision: number }
  /** "Keep mine": their revision was read; ours is saved over it next. */
  | { type: "keepMine"; revision: number }
  | { type: "retry" }
  /** The course was changed here outside the draft (its cover): its new revision is ours. */
  | { type: "revised"; revision: number };

export const initialAutosave = (revision: number): AutosaveState => ({
  phase: "idle",
  revision,
  edits: 0,
  savedEdits: 0,
  inFlight: null,
  savedAt: null,
  error: null,
});

/** Whether edits are not yet held by a successful save. */
export const isDirty = (s: AutosaveState) => s.edits > s.savedEdits;

/** Whether leaving the page would lose something (the browser asks first). */
export const mustWarnOnLeave = (s: AutosaveState) => isDirty(s) || s.phase === "saving" || s.phase === "conflict";

/** Whether a `start` would send a save now. */
export const canStart = (s: AutosaveState) => s.phase === "pending" && s.inFlight === null;

export function autosave(s: AutosaveState, e: AutosaveEvent): AutosaveState {
  switch (e.type) {
    case "edit": {
      const edits = s.edits + 1;
      // while saving, the edit waits for the save in flight; in a conflict nothing is saved
      if (s.phase === "saving" || s.phase === "conflict") return { ...s, edits };
      return { ...s, edits, phase: "pending" };
    }
    case "start":
      return canStart(s) ? { ...s, phase: "saving", inFlight: s.edits, error: null } : s;
    case "saved": {
      if (s.phase !== "saving") return s;
      const savedEdits = s.inFlight ?? s.savedEdits;
      return {
        ...s,
        revision: e.revision,
        savedEdits,
        inFlight: null,
        savedAt: e.at,
        error: null,
        phase: s.edits > savedEdits ? "pending" : "idle",
      };
    }
    case "failed":
      return s.phase === "saving" ? { ...s, phase: "failed", inFlight: null, error: e.message } : s;
    case "conflict":
      return { ...s, phase: "conflict", inFlight: null, error: e.message };
    case "loadedTheirs":
      return { ...initialAutosave(e.revision), savedAt: s.savedAt };
    case "keepMine":
      // ours is saved over theirs at once, even with no edit since the conflict
      return { ...s, revision: e.revision, phase: "pending", inFlight: null, error: null, edits: Math.max(s.edits, s.savedEdits + 1) };
    case "revised":
      return s.phase === "saving" || s.phase === "conflict" ? s : { ...s, revision: e.revision };
    case "retry":
      return s.phase === "failed" ? { ...s, phase: "pending", error: null } : s;
  }
}
