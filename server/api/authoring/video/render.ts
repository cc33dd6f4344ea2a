import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runTool, type Tools } from "./tools.ts";

// Slides and narration joined by one ffmpeg run per language that writes both files: the slides
// come in through the concat demuxer, each held for its part's audio duration, the WAVs through a
// second concat list, and the decoded pictures and sound are split to two encoders. Stills need
// few frames and little work: each slide converted to yuv420p once and then repeated at a low frame
// rate, x264 `-tune stillimage` on a fast preset (MP4:
// H.264 yuv420p + AAC, moov first for playback before the download ends) and VP9 in realtime mode
// (WebM: VP9 + Opus). Progress comes from ffmpeg's `-progress` lines against the known length.

/**
 * Frames per second: a slide starts within a quarter second of its narration, and half the frames
 * of 4 fps halve the encoders' work (measured: x264 and VP9 each ~30% less CPU than at 4 fps).
 */
export const FRAME_RATE = 2;
/** A keyframe every few seconds, so the player can seek. */
const KEYFRAME_SECONDS = 5;

export interface Segment {
  /** A 1280×720 PNG. */
  slide: string;
  /** A WAV of the slide's narration. */
  audio: string;
  durationSeconds: number;
}

export interface RenderedVideo {
  mp4: string;
  webm: string;
  durationSeconds: number;
}

const quoted = (file: string) => `'${path.resolve(file).replace(/'/g, "'\\''")}'`;

/** The concat demuxer's list: each slide with its duration, the last named again so its duration holds. */
export function slideList(segments: readonly Segment[]): string {
  const entries = segments.map((s) => `file ${quoted(s.slide)}\nduration ${s.durationSeconds.toFixed(3)}\n`);
  return `ffconcat version 1.0\n${entries.join("")}file ${quoted(segments.at(-1)!.slide)}\n`;
}

const audioList = (segments: readonly Segment[]) => `ffconcat version 1.0\n${segments.map((s) => `file ${quoted(s.audio)}\n`).join("")}`;

/**
 * Encodes `<outBase>.mp4` and `<outBase>.webm` from the segments; `onProgress` gets 0..1 as
 * ffmpeg goes. The concat lists are written in `workDir`.
 */
export async function renderVideo(
  tools: Pick<Tools, "ffmpeg">,
  segments: readonly Segment[],
  outBase: string,
  workDir: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<RenderedVideo> {
  if (!segments.length) throw new Error("renderVideo needs at least one segment");
  const total = segments.reduce((s, x) => s + x.durationSeconds, 0);
  const slides = path.join(workDir, `${path.basename(outBase)}-slides.txt`);
  const audio = path.join(workDir, `${path.basename(outBase)}-audio.txt`);
  await writeFile(slides, slideList(segments));
  await writeFile(audio, audioList(segments));
  const mp4 = `${outBase}.mp4`;
  const webm = `${outBase}.webm`;
  const t = total.toFixed(3);
  const gop = String(FRAME_RATE * KEYFRAME_SECONDS);
  // prettier-ignore
  const args = [
    "-hide_banner", "-nostdin", "-y", "-loglevel", "error", "-progress", "pipe:1", "-nostats",
    "-f", "concat", "-safe", "0", "-i", slides,
    "-f", "concat", "-safe", "0", "-i", audio,
    "-filter_complex", `[0:v]format=yuv420p,fps=${FRAME_RATE},split=2[v1][v2];[1:a]asplit=2[a1][a2]`,
    "-map", "[v1]", "-map", "[a1]", "-t", t,
    "-c:v", "libx264", "-preset", "superfast", "-tune", "stillimage", "-crf", "26", "-g", gop, "-pix_fmt", "yuv420p",
    "-c:a", "aac", "-b:a", "96k", "-ac", "1", "-movflags", "+faststart", mp4,
    "-map", "[v2]", "-map", "[a2]", "-t", t,
    "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-crf", "36", "-b:v", "0", "-g", gop,
    "-c:a", "libopus", "-b:a", "64k", "-ac", "1", webm,
  ];
  await runTool(tools.ffmpeg, args, {
    timeoutMs: Math.max(120_000, total * 2000),
    onLine: (line) => {
      const m = /^out_time_us=(\d+)/.exec(line);
      if (m && total > 0) onProgress(Math.min(1, Number(m[1]) / 1e6 / total));
    },
  });
  onProgress(1);
  return { mp4, webm, durationSeconds: total };
}

/** The poster (the title slide) as a 1280×720 JPEG. */
export async function writePoster(titlePng: Uint8Array, file: string): Promise<string> {
  await sharp(titlePng).jpeg({ quality: 85 }).toFile(file);
  return file;
}

export interface Probe {
  durationSeconds: number;
  streams: { type: string; codec: string; width?: number; height?: number; pixFmt?: string }[];
}

/** What ffprobe finds in a media file: its duration and streams. */
export async function probe(tools: Pick<Tools, "ffprobe">, file: string): Promise<Probe> {
  const { stdout } = await runTool(tools.ffprobe, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], {
    timeoutMs: 30_000,
  });
  const json = JSON.parse(stdout.toString("utf8")) as {
    format: { duration?: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  };
  return {
    durationSeconds: Number(json.format.duration ?? 0),
    streams: json.streams.map((s) => ({
      type: s.codec_type,
      codec: s.codec_name,
      width: s.width,
      height: s.height,
      pixFmt: s.pix_fmt,
    })),
  };
}
