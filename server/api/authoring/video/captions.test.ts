import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCues, captionsFor, CUE_LINES, LINE_CHARS, parseWebVtt, vttTime } from "./captions.ts";
import { espeakNarrator, narrate } from "./narration.ts";
import { findTools } from "./tools.ts";

const PARTS = [
  "Phishing essentials. Learn to spot the hook before you click.",
  "Why phishing still works. Attackers copy the look of messages you trust: a bank, a parcel service, your own IT team. They add urgency so you act before you think, and they count on a busy day.",
  "Ações rápidas. Verifique o remetente, passe o cursor sobre o link e, na dúvida, pergunte ao time de segurança por outro canal — nunca respondendo à própria mensagem.",
];

const dir = await mkdtemp(path.join(tmpdir(), "captions-test-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("captions", () => {
  it("follow the real narration: contiguous cues ending with the audio, none over the length limit", async () => {
    const narrator = espeakNarrator(findTools());
    const audio = await Promise.all(
      PARTS.map((text, i) => narrate(narrator, { text, voice: "en-US", rate: 1.2 }, path.join(dir, `${i}.wav`))),
    );
    const total = audio.reduce((s, a) => s + a.durationSeconds, 0);
    const cues = parseWebVtt(captionsFor(PARTS.map((text, i) => ({ text, durationSeconds: audio[i]!.durationSeconds }))));

    expect(cues[0]!.start).toBe(0);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeCloseTo(cues[i - 1]!.end, 2);
    expect(Math.abs(cues.at(-1)!.end - total)).toBeLessThanOrEqual(0.05);
    for (const cue of cues) {
      const lines = cue.text.split("\n");
      expect(lines.length).toBeLessThanOrEqual(CUE_LINES);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(LINE_CHARS);
      expect(cue.end).toBeGreaterThan(cue.start);
    }
    // every word is said once, in order
    expect(
      cues
        .map((c) => c.text)
        .join(" ")
        .split(/\s+/),
    ).toEqual(PARTS.join(" ").split(/\s+/));
  });

  it("start each part where the audio before it ended", () => {
    const cues = buildCues([
      { text: "First part.", durationSeconds: 2.5 },
      { text: "Second part.", durationSeconds: 1.25 },
    ]);
    expect(cues).toEqual([
      { start: 0, end: 2.5, text: "First part." },
      { start: 2.5, end: 3.75, text: "Second part." },
    ]);
  });

  it("write WebVTT timestamps and keep a cue's timing line intact", () => {
    expect(vttTime(0)).toBe("00:00:00.000");
    expect(vttTime(3725.5)).toBe("01:02:05.500");
    expect(vttTime(59.9996)).toBe("00:01:00.000");
    const vtt = captionsFor([{ text: "A --> B", durationSeconds: 1 }]);
    expect(vtt).toBe("WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nA → B\n");
    expect(parseWebVtt(vtt)).toEqual([{ start: 0, end: 1, text: "A → B" }]);
    expect(() => parseWebVtt("1\n00:00:00.000 --> 00:00:01.000\nx")).toThrow();
  });
});
