import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import type { Locale } from "../../../../contract/constants.ts";
import { captionsFor } from "./captions.ts";
import { espeakNarrator, narrate, speechApiConfig, speechApiNarrator, type Narration, type Narrator } from "./narration.ts";
import { renderVideo, writePoster } from "./render.ts";
import { portraitUri, rasterize, stepSlideSvg, titleSlideSvg, type SlideColors } from "./slides.ts";
import { findTools, type Tools } from "./tools.ts";

// A course's narrated video in each language, from its text to the files a learner's page plays:
// narrate every part (the title slide's title and summary, then each step's title and paragraphs),
// draw the slides, join them per language in MP4 and WebM, write the WebVTT from the same measured
// durations and the poster from the title slide. Work happens in a temp folder removed at the end;
// only the finished files land in `outDir`. The later render job calls this and stores the files.

/** A step as the course-content format has it (contract/course-content.ts), or the part of it used. */
export interface VideoStep {
  title: string;
  /** Paragraphs, narrated after the title. */
  body: readonly string[];
  takeaways: readonly string[];
  illustration?: string;
}

export interface VideoCourseText {
  title: string;
  summary?: string;
  steps: readonly VideoStep[];
}

export type RenderPhase = "narrating" | "rendering";

export interface RenderCourseVideoInput {
  /** Per language, as a course's `en`/`pt` (a `CourseContent`'s languages fit as they are). */
  course: Partial<Record<Locale, VideoCourseText>>;
  languages: readonly Locale[];
  presenter: { portrait?: Uint8Array; voice: Partial<Record<Locale, string>>; rate: number };
  colors: SlideColors;
  outDir: string;
  /** The whole render's progress, 0..1, with what it is doing. */
  onProgress?: (fraction: number, phase: RenderPhase) => void;
  /** Default: the speech API when configured (SPEECH_*), else espeak-ng. */
  narrator?: Narrator;
  tools?: Tools;
}

export interface LanguageVideo {
  mp4: string;
  webm: string;
  captions: string;
  poster: string;
  durationSeconds: number;
}

/** Share of the progress bar the narration and slides take; rendering takes the rest. */
const NARRATING_SHARE = 0.3;

const sentence = (s: string) => (/[.!?…:]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** The narrated parts of one language: the title slide's, then each step's. */
export const partsOf = (text: VideoCourseText): string[] => [
  [sentence(text.title), text.summary ?? ""].join(" ").trim(),
  ...text.steps.map((s) => [sentence(s.title), ...s.body].join(" ")),
];

/** Runs the tasks at most `limit` at a time, in order of start. */
async function pool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return out;
}

export async function renderCourseVideo(input: RenderCourseVideoInput): Promise<{ perLanguage: Partial<Record<Locale, LanguageVideo>> }> {
  const tools = input.tools ?? findTools();
  const api = speechApiConfig();
  const narrator = input.narrator ?? (api ? speechApiNarrator(api) : espeakNarrator(tools));
  const report = input.onProgress ?? (() => {});
  const portrait = input.presenter.portrait ? portraitUri(input.presenter.portrait) : undefined;
  const languages = input.languages.map((lang) => {
    const text = input.course[lang];
    const voice = input.presenter.voice[lang];
    if (!text || !voice) throw new Error(`renderCourseVideo: no ${text ? "voice" : "text"} for ${lang}`);
    return { lang, text, voice, parts: partsOf(text) };
  });

  const work = await mkdtemp(path.join(tmpdir(), "course-video-"));
  try {
    await mkdir(input.outDir, { recursive: true });
    const jobs = languages.flatMap((l) => l.parts.map((part, i) => ({ ...l, part, i })));
    let done = 0;
    const step = () => report((NARRATING_SHARE * ++done) / (jobs.length * 2), "narrating");
    report(0, "narrating");
    // the speech runs in child processes while this thread draws the slides
    const narrations = pool(
      jobs.map((j) => async (): Promise<Narration> => {
        const n = await narrate(
          narrator,
          { text: j.part, voice: j.voice, rate: input.presenter.rate },
          path.join(work, `${j.lang}-${j.i}.wav`),
        );
        step();
        return n;
      }),
      availableParallelism(),
    );
    // a narration failing while the slides are drawn is handled where it is awaited, never unhandled
    narrations.catch(() => {});
    const slides: string[] = [];
    for (const { lang, text, i } of jobs) {
      const svg =
        i === 0
          ? titleSlideSvg(text.title, text.summary ?? "", input.colors, portrait)
          : await stepSlideSvg(text.steps[i - 1]!, input.colors, portrait);
      const file = path.join(work, `${lang}-${i}.png`);
      await writeFile(file, rasterize(svg));
      slides.push(file);
      step();
    }
    const audio = await narrations;

    // both languages encode at once: each ffmpeg run has single-threaded stretches the other fills
    const total = audio.reduce((sum, a) => sum + a.durationSeconds, 0);
    const encoded: Partial<Record<Locale, number>> = {};
    const finished = await pool(
      languages.map(({ lang, parts }) => async (): Promise<[Locale, LanguageVideo]> => {
        const segments = jobs.flatMap((j, k) =>
          j.lang === lang ? [{ slide: slides[k]!, audio: audio[k]!.file, durationSeconds: audio[k]!.durationSeconds }] : [],
        );
        const base = path.join(input.outDir, lang);
        const video = await renderVideo(tools, segments, base, work, (f) => {
          encoded[lang] = f * segments.reduce((sum, x) => sum + x.durationSeconds, 0);
          const seconds = Object.values(encoded).reduce((sum, x) => sum + x, 0);
          report(NARRATING_SHARE + ((1 - NARRATING_SHARE) * Math.min(seconds, total)) / total, "rendering");
        });
        const captions = `${base}.vtt`;
        await writeFile(captions, captionsFor(parts.map((text, i) => ({ text, durationSeconds: segments[i]!.durationSeconds }))));
        const poster = await writePoster(await readFile(segments[0]!.slide), `${base}-poster.jpg`);
        return [lang, { mp4: video.mp4, webm: video.webm, captions, poster, durationSeconds: video.durationSeconds }];
      }),
      availableParallelism(),
    );
    report(1, "rendering");
    return { perLanguage: Object.fromEntries(finished) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
