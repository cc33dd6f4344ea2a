import { describe, expect, it } from "vitest";
import { installCommand, isUnderWay, phaseOf, phaseStates, progressValue } from "./status-steps.ts";

const states = (...args: Parameters<typeof phaseStates>) => phaseStates(...args).map((p) => `${p.phase}:${p.state}`);

describe("the render's stepper", () => {
  it("shows every phase still to come for a draft", () => {
    expect(states("draft")).toEqual(["queued:upcoming", "narrating:upcoming", "rendering:upcoming", "ready:upcoming"]);
  });

  it("marks the phases before the current one done and the rest to come", () => {
    expect(states("queued")).toEqual(["queued:current", "narrating:upcoming", "rendering:upcoming", "ready:upcoming"]);
    expect(states("narrating")).toEqual(["queued:done", "narrating:current", "rendering:upcoming", "ready:upcoming"]);
    expect(states("rendering")).toEqual(["queued:done", "narrating:done", "rendering:current", "ready:upcoming"]);
  });

  it("shows every phase done once the video is ready", () => {
    expect(states("ready")).toEqual(["queued:done", "narrating:done", "rendering:done", "ready:done"]);
  });

  it("shows a failure at the phase the render was last seen in", () => {
    expect(states("failed", "rendering")).toEqual(["queued:done", "narrating:done", "rendering:failed", "ready:upcoming"]);
    expect(states("failed", "narrating")).toEqual(["queued:done", "narrating:failed", "rendering:upcoming", "ready:upcoming"]);
  });

  it("shows a failure never seen under way at the first phase", () => {
    expect(states("failed")).toEqual(["queued:failed", "narrating:upcoming", "rendering:upcoming", "ready:upcoming"]);
    expect(states("failed", "ready")).toEqual(["queued:failed", "narrating:upcoming", "rendering:upcoming", "ready:upcoming"]);
  });
});

describe("following a render", () => {
  it("follows only the statuses a render is under way in", () => {
    expect(["draft", "queued", "narrating", "rendering", "ready", "failed"].filter((s) => isUnderWay(s as never))).toEqual([
      "queued",
      "narrating",
      "rendering",
    ]);
  });

  it("remembers the phases of the stepper, not a draft or a failure", () => {
    expect(phaseOf("narrating")).toBe("narrating");
    expect(phaseOf("draft")).toBeNull();
    expect(phaseOf("failed")).toBeNull();
  });

  it("keeps the progress within 0–100, full when ready and empty for a draft", () => {
    expect(progressValue("rendering", 42.4)).toBe(42);
    expect(progressValue("rendering", 140)).toBe(100);
    expect(progressValue("queued", -3)).toBe(0);
    expect(progressValue("ready", 80)).toBe(100);
    expect(progressValue("draft", 50)).toBe(0);
  });
});

describe("what to install", () => {
  it("names the Debian packages of the missing tools, ffprobe coming with ffmpeg", () => {
    expect(installCommand(["ffprobe", "espeak-ng", "ffmpeg"])).toBe("apt-get install -y espeak-ng ffmpeg");
    expect(installCommand(["ffprobe"])).toBe("apt-get install -y ffmpeg");
  });

  it("says nothing when nothing is missing", () => {
    expect(installCommand([])).toBeNull();
  });
});
