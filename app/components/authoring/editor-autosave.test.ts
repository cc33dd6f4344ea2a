import { describe, expect, it } from "vitest";
import {
  autosave,
  canStart,
  initialAutosave,
  isDirty,
  mustWarnOnLeave,
  type AutosaveEvent,
  type AutosaveState,
} from "./editor-autosave.ts";

/** The API's rule for a draft's PUT, as the editor meets it: the revision read, or 409. */
class Store {
  revision = 3;
  text = "first";
  put(text: string, revision: number): { ok: true; revision: number } | { ok: false } {
    if (revision !== this.revision) return { ok: false };
    this.revision += 1;
    this.text = text;
    return { ok: true, revision: this.revision };
  }
}

/** One tab of the editor: its draft and its autosave, driven as the hook drives them. */
class Tab {
  state: AutosaveState;
  text: string;
  constructor(
    private store: Store,
    at = store.revision,
  ) {
    this.state = initialAutosave(at);
    this.text = store.text;
  }
  send(e: AutosaveEvent) {
    this.state = autosave(this.state, e);
  }
  type(text: string) {
    this.text = text;
    this.send({ type: "edit" });
  }
  /** The pause after typing ends: the save goes out and its answer comes back. */
  pause() {
    if (!canStart(this.state)) return;
    this.send({ type: "start" });
    const res = this.store.put(this.text, this.state.revision);
    this.send(res.ok ? { type: "saved", revision: res.revision, at: "2026-11-29T14:02:00Z" } : { type: "conflict", message: "changed" });
  }
}

describe("the editor's autosave", () => {
  it("saves after typing stops and shows it saved, with the new revision", () => {
    const store = new Store();
    const tab = new Tab(store);
    expect(tab.state.phase).toBe("idle");
    tab.type("hello");
    tab.type("hello world");
    expect(tab.state.phase).toBe("pending");
    expect(mustWarnOnLeave(tab.state)).toBe(true);
    tab.pause();
    expect(tab.state).toMatchObject({ phase: "idle", revision: 4, savedAt: "2026-11-29T14:02:00Z" });
    expect(store.text).toBe("hello world");
    expect(mustWarnOnLeave(tab.state)).toBe(false);
  });

  it("keeps an edit made while a save is in flight and saves it next", () => {
    const tab = new Tab(new Store());
    tab.type("a");
    tab.send({ type: "start" });
    expect(canStart(tab.state)).toBe(false);
    tab.type("ab");
    expect(tab.state.phase).toBe("saving");
    tab.send({ type: "saved", revision: 4, at: "2026-11-29T14:02:00Z" });
    expect(tab.state.phase).toBe("pending");
    expect(isDirty(tab.state)).toBe(true);
  });

  it("a second tab saving first stops the first one's autosave with a conflict", () => {
    const store = new Store();
    const first = new Tab(store);
    const second = new Tab(store);
    second.type("theirs");
    second.pause();
    first.type("mine");
    first.pause();
    expect(first.state.phase).toBe("conflict");
    expect(first.state.error).toBe("changed");
    expect(store.text).toBe("theirs");
    // further typing is kept but never sent while the conflict stands
    first.type("mine, longer");
    first.pause();
    expect(first.state.phase).toBe("conflict");
    expect(store.text).toBe("theirs");
    expect(mustWarnOnLeave(first.state)).toBe(true);
  });

  it("keep mine: re-reads their revision, then saves over it", () => {
    const store = new Store();
    const first = new Tab(store);
    const second = new Tab(store);
    second.type("theirs");
    second.pause();
    first.type("mine");
    first.pause();
    first.send({ type: "keepMine", revision: store.revision });
    first.pause();
    expect(first.state.phase).toBe("idle");
    expect(store.text).toBe("mine");
    // and now the other tab is the one told
    second.type("theirs again");
    second.pause();
    expect(second.state.phase).toBe("conflict");
  });

  it("load theirs: the draft read again is clean at their revision and autosaves from there", () => {
    const store = new Store();
    const first = new Tab(store);
    const second = new Tab(store);
    second.type("theirs");
    second.pause();
    first.type("mine");
    first.pause();
    first.text = store.text;
    first.send({ type: "loadedTheirs", revision: store.revision });
    expect(first.state.phase).toBe("idle");
    expect(isDirty(first.state)).toBe(false);
    first.type("theirs, edited here");
    first.pause();
    expect(first.state.phase).toBe("idle");
    expect(store.text).toBe("theirs, edited here");
  });

  it("a failed save says why, and a retry or another edit tries again", () => {
    const tab = new Tab(new Store());
    tab.type("x");
    tab.send({ type: "start" });
    tab.send({ type: "failed", message: "Network down" });
    expect(tab.state).toMatchObject({ phase: "failed", error: "Network down" });
    expect(mustWarnOnLeave(tab.state)).toBe(true);
    tab.send({ type: "retry" });
    expect(tab.state.phase).toBe("pending");
    tab.pause();
    expect(tab.state.phase).toBe("idle");
    tab.type("y");
    tab.send({ type: "start" });
    tab.send({ type: "failed", message: "Network down" });
    tab.type("yz");
    expect(tab.state.phase).toBe("pending");
  });

  it("takes the revision of a change made beside the draft (the cover) unless a save is in flight", () => {
    const tab = new Tab(new Store());
    tab.send({ type: "revised", revision: 9 });
    expect(tab.state.revision).toBe(9);
    tab.type("x");
    tab.send({ type: "start" });
    tab.send({ type: "revised", revision: 12 });
    expect(tab.state.revision).toBe(9);
  });
});
