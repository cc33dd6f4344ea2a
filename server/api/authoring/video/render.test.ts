import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DomainError } from "../../../platform/domain-error.ts";
import { parseWebVtt } from "./captions.ts";
import { renderCourseVideo, type RenderPhase, type VideoCourseText } from "./pipeline.ts";
import { probe } from "./render.ts";
import { findTools } from "./tools.ts";

const tools = findTools();
const step = (title: string, body: string, takeaway: string, illustration: string) => ({
  title,
  body: [body],
  takeaways: [takeaway],
  illustration,
});
const course: Record<"en" | "pt", VideoCourseText> = {
  en: {
    title: "Spot the hook",
    steps: [
      step("Check the sender", "Look at the real address.", "Read the address, not the name.", "phishing-hook"),
      step("Hover first", "Read a link before you click it.", "Hover to see where a link goes.", "email-warning"),
      step("Report it", "Tell the security team.", "Report, then delete.", "incident-report"),
    ],
  },
  pt: {
    title: "Ache o anzol",
    steps: [
      step("Confira o remetente", "Veja o endereço real.", "Leia o endereço, não o nome.", "phishing-hook"),
      step("Passe o cursor", "Leia o link antes de clicar.", "Veja para onde o link leva.", "email-warning"),
      step("Notifique", "Avise a equipe de segurança.", "Notifique e depois apague.", "incident-report"),
    ],
  },
};

/** The top-level boxes of an MP4, in file order. */
function topBoxes(file: string): string[] {
  const bytes = readFileSync(file);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    boxes.push(bytes.toString("latin1", at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

const outDir = await mkdtemp(path.join(tmpdir(), "render-test-"));
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe("a course's narrated video", () => {
  it("renders a three-step course in English and Portuguese to MP4, WebM, WebVTT and a poster", async () => {
    const portrait = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#334155" } })
        .png()
        .toBuffer(),
    );
    const progress: [number, RenderPhase][] = [];
    const { perLanguage } = await renderCourseVideo({
      course,
      languages: ["en", "pt"],
      presenter: { portrait, voice: { en: "en-US", pt: "pt-BR" }, rate: 1.3 },
      colors: { primary: "#0b5fd7", accent: "#f59e0b" },
      outDir,
      tools,
      onProgress: (f, phase) => progress.push([f, phase]),
    });

    for (const lang of ["en", "pt"] as const) {
      const video = perLanguage[lang]!;
      const cues = parseWebVtt(readFileSync(video.captions, "utf8"));
      expect(video.durationSeconds).toBeGreaterThan(3);
      // the captions cover the narration exactly
      expect(Math.abs(cues.at(-1)!.end - video.durationSeconds)).toBeLessThanOrEqual(0.05);

      const mp4 = await probe(tools, video.mp4);
      expect(mp4.streams.map((s) => [s.type, s.codec])).toEqual([
        ["video", "h264"],
        ["audio", "aac"],
      ]);
      expect(mp4.streams[0]).toMatchObject({ width: 1280, height: 720, pixFmt: "yuv420p" });
      expect(Math.abs(mp4.durationSeconds - video.durationSeconds)).toBeLessThanOrEqual(1);
      const boxes = topBoxes(video.mp4);
      expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));

      const webm = await probe(tools, video.webm);
      expect(webm.streams.map((s) => [s.type, s.codec])).toEqual([
        ["video", "vp9"],
        ["audio", "opus"],
      ]);
      expect(Math.abs(webm.durationSeconds - video.durationSeconds)).toBeLessThanOrEqual(1);

      const poster = await sharp(video.poster).metadata();
      expect([poster.format, poster.width, poster.height]).toEqual(["jpeg", 1280, 720]);
    }
    // only the finished files are left
    expect((await readdir(outDir)).sort()).toEqual(
      ["en.mp4", "en.webm", "en.vtt", "en-poster.jpg", "pt.mp4", "pt.webm", "pt.vtt", "pt-poster.jpg"].sort(),
    );
    // progress only moves forward, narration before rendering, to the end
    const fractions = progress.map(([f]) => f);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(progress[0]).toEqual([0, "narrating"]);
    expect(progress.at(-1)).toEqual([1, "rendering"]);
    expect(progress.findIndex(([, p]) => p === "rendering")).toBeGreaterThan(progress.findLastIndex(([, p]) => p === "narrating"));
  });

  it("fails with the narration's DomainError, leaving nothing behind, when a voice is missing", async () => {
    const failedDir = path.join(outDir, "failed");
    const err = await renderCourseVideo({
      course: { en: course.en },
      languages: ["en"],
      presenter: { voice: { en: "xx-missing" }, rate: 1 },
      colors: { primary: "#0b5fd7", accent: "#f59e0b" },
      outDir: failedDir,
      tools,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: "unknown_voice", vars: { voice: "xx-missing" } });
    expect(await readdir(failedDir)).toEqual([]);
  });
});
