import { useCallback, useEffect, useRef, useState } from "react";
import type { CreatorCourse } from "../../../contract/authoring.ts";
import type { ApiFailure } from "../../lib/api-client.ts";
import { useApi } from "../../lib/api-client.ts";
import { autosave, canStart, initialAutosave, mustWarnOnLeave, type AutosaveEvent, type AutosaveState } from "./editor-autosave.ts";
import type { EditorDraft } from "./editor-draft.ts";

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * The editor's autosave: each `edit` restarts the pause; when it ends the whole draft is PUT with
 * the revision it was read at. `onSaved` gets the API's course (its readiness), `onRefused` a 400's
 * issues, `onReloaded` the other version when the person chooses to load it. The browser asks
 * before leaving while something is unsaved.
 */
export function useAutosave({
  course,
  draft,
  onSaved,
  onRefused,
  onReloaded,
  fallbackMessage,
}: {
  course: Pick<CreatorCourse, "id" | "revision">;
  draft: EditorDraft;
  onSaved: (c: CreatorCourse) => void;
  onRefused: (f: ApiFailure) => void;
  onReloaded: (c: CreatorCourse) => void;
  /** What to say when the API gave no message (the network is down). */
  fallbackMessage: string;
}) {
  const api = useApi();
  const [state, setState] = useState<AutosaveState>(() => initialAutosave(course.revision));
  const stateRef = useRef(state);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const hooks = useRef({ onSaved, onRefused, onReloaded });
  hooks.current = { onSaved, onRefused, onReloaded };

  const send = useCallback((e: AutosaveEvent) => {
    stateRef.current = autosave(stateRef.current, e);
    setState(stateRef.current);
  }, []);

  const save = useCallback(async () => {
    if (!canStart(stateRef.current)) return;
    send({ type: "start" });
    const res = await api.put("/creator/courses/{id}", {
      params: { id: course.id },
      body: { ...draftRef.current, revision: stateRef.current.revision },
    });
    if (res.ok) {
      send({ type: "saved", revision: res.data.revision, at: new Date().toISOString() });
      hooks.current.onSaved(res.data);
    } else if (res.status === 409 && res.error.code === "revision_conflict") {
      send({ type: "conflict", message: res.error.message || fallbackMessage });
    } else {
      send({ type: "failed", message: res.error.message || fallbackMessage });
      if (res.status === 400) hooks.current.onRefused(res);
    }
  }, [api, course.id, fallbackMessage, send]);

  // the pause after typing: every edit (a new count) restarts it
  useEffect(() => {
    if (state.phase !== "pending") return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, state.edits, save]);

  const warn = mustWarnOnLeave(state);
  useEffect(() => {
    if (!warn) return;
    const onLeave = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [warn]);

  /** Reads the course as it is now; null (with the failure said) when it cannot be read. */
  const readCurrent = useCallback(async () => {
    const res = await api.get("/creator/courses/{id}", { params: { id: course.id } });
    return res.ok ? res.data : null;
  }, [api, course.id]);

  return {
    state,
    edit: useCallback(() => send({ type: "edit" }), [send]),
    /** The course's new revision after a change outside the draft (its cover). */
    revised: useCallback((revision: number) => send({ type: "revised", revision }), [send]),
    retry: useCallback(() => {
      send({ type: "retry" });
      void save();
    }, [save, send]),
    /** "Load their version": the draft is replaced by the course as saved by the other tab or person. */
    loadTheirs: useCallback(async () => {
      const current = await readCurrent();
      if (!current) return false;
      hooks.current.onReloaded(current);
      send({ type: "loadedTheirs", revision: current.revision });
      return true;
    }, [readCurrent, send]),
    /** "Keep mine": their revision is read, then this draft is saved over it at once. */
    keepMine: useCallback(async () => {
      const current = await readCurrent();
      if (!current) return false;
      send({ type: "keepMine", revision: current.revision });
      await save();
      return true;
    }, [readCurrent, save, send]),
  };
}
