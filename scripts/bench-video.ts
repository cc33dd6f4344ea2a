// `npm run bench -- --only=video` (or `npx tsx scripts/bench-video.ts`): the narrated-video
// pipeline (server/api/authoring/video/) on a seeded library course, phishing-essentials, in
// English and Portuguese at once, as the render job will run it: espeak-ng narration of every
// step, the slides, MP4 + WebM per language, captions and posters. Prints the wall time (target,
// issue 27: under 60 s on a 2-core machine), the time of each phase and the narration's length.
import { mkdtemp, rm, stat } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import phishing from "../server/api/learning/seed/content/phishing-essentials.ts";
import { renderCourseVideo, type RenderPhase } from "../server/api/authoring/video/pipeline.ts";
import { probe } from "../server/api/authoring/video/render.ts";
import { findTools } from "../server/api/authoring/video/tools.ts";

const TARGET_SECONDS = 60;

export async function benchVideo() {
  const tools = findTools();
  const outDir = await mkdtemp(path.join(tmpdir(), "skill5-bench-video-"));
  try {
    const portrait = new Uint8Array(
      await sharp({ create: { width: 400, height: 400, channels: 3, background: "#64748b" } })
        .jpeg()
        .toBuffer(),
    );
    const phaseStart: Partial<Record<RenderPhase, number>> = {};
    const started = performance.now();
    const { perLanguage } = await renderCourseVideo({
      course: { en: phishing.en, pt: phishing.pt },
      languages: ["en", "pt"],
      presenter: { portrait, voice: { en: "en-US", pt: "pt-BR" }, rate: 1 },
      colors: { primary: "#0b5fd7", accent: "#f59e0b" },
      outDir,
      tools,
      onProgress: (_, phase) => (phaseStart[phase] ??= performance.now()),
    });
    const wall = (performance.now() - started) / 1000;
    const narrating = ((phaseStart.rendering ?? started) - started) / 1000;

    console.log("\nnarrated video (phishing-essentials, en + pt, espeak-ng)   narration  MP4 (probed)  WebM (probed)  MP4 MiB  WebM MiB");
    let total = 0;
    for (const [lang, v] of Object.entries(perLanguage)) {
      const [mp4, webm] = await Promise.all([probe(tools, v.mp4), probe(tools, v.webm)]);
      const mib = async (f: string) => ((await stat(f)).size / 1024 / 1024).toFixed(1);
      total += v.durationSeconds;
      console.log(
        `${lang.padEnd(58)} ${fmt(v.durationSeconds).padStart(9)} ${fmt(mp4.durationSeconds).padStart(13)} ${fmt(webm.durationSeconds).padStart(14)} ${(await mib(v.mp4)).padStart(8)} ${(await mib(v.webm)).padStart(9)}`,
      );
    }
    console.log(
      `wall time: ${wall.toFixed(1)} s for ${fmt(total)} of video (narration and slides ${narrating.toFixed(1)} s, encoding ${(wall - narrating).toFixed(1)} s); ` +
        `target under ${TARGET_SECONDS} s: ${wall < TARGET_SECONDS ? "met" : "NOT met"} ` +
        `(${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the end)`,
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const fmt = (seconds: number) => `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, "0")}`;

if (import.meta.url === `file://${process.argv[1]}`) await benchVideo();
