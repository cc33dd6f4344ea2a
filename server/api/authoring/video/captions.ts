// Captions in WebVTT for each language. Each narrated part (a slide's words) starts where the real
// audio of the parts before it ended, so captions stay in step with the voice whatever the speed;
// within a part, its text is cut into cues of at most two lines of ~42 characters (the common
// readability limit) and the part's time is shared among them by their length.

export const LINE_CHARS = 42;
export const CUE_LINES = 2;

export interface CaptionPart {
  text: string;
  durationSeconds: number;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Words laid into lines of at most `width` characters (a longer word is cut). */
export function wrapWords(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = "";
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > width) {
      if (line) lines.push(line);
      lines.push(word.slice(0, width));
      word = word.slice(width);
      line = "";
    }
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A part's text as cue texts: sentences kept together where they fit, each cue ≤ 2 lines. */
export function cueTexts(text: string): string[] {
  const cues: string[] = [];
  // sentence by sentence, so a cue rarely ends mid-sentence
  const sentences =
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^.!?…]*[.!?…]+["')\]]*\s*|[^.!?…]+$/g) ?? [];
  let lines: string[] = [];
  for (const sentence of sentences) {
    const joined = wrapWords([...lines, sentence].join(" "));
    if (joined.length <= CUE_LINES) {
      lines = joined;
      continue;
    }
    if (lines.length) cues.push(lines.join("\n"));
    const own = wrapWords(sentence);
    for (let i = 0; i < own.length; i += CUE_LINES) {
      const chunk = own.slice(i, i + CUE_LINES);
      if (i + CUE_LINES < own.length) cues.push(chunk.join("\n"));
      else lines = chunk;
    }
  }
  if (lines.length) cues.push(lines.join("\n"));
  return cues;
}

/** Cues for the parts in order, contiguous, the last ending at the parts' summed duration. */
export function buildCues(parts: readonly CaptionPart[]): Cue[] {
  const cues: Cue[] = [];
  let at = 0;
  for (const part of parts) {
    const end = at + part.durationSeconds;
    const texts = cueTexts(part.text);
    const weight = texts.reduce((n, t) => n + t.length, 0);
    let start = at;
    texts.forEach((text, i) => {
      const stop = i === texts.length - 1 ? end : start + (part.durationSeconds * text.length) / weight;
      cues.push({ start, end: stop, text });
      start = stop;
    });
    at = end;
  }
  return cues;
}

/** 3725.5 → "01:02:05.500". */
export function vttTime(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT file; "-->" in a text could end a cue's timing line early, so it is never written. */
export function toWebVtt(cues: readonly Cue[]): string {
  const body = cues.map(
    (c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text.replace(/-->/g, "→").replace(/\n{2,}/g, "\n")}`,
  );
  return `WEBVTT\n\n${body.join("\n\n")}\n`;
}

/** The captions of the narrated parts, as WebVTT. */
export const captionsFor = (parts: readonly CaptionPart[]) => toWebVtt(buildCues(parts));

const TIME = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/;
const seconds = (t: string) => {
  const m = TIME.exec(t.trim());
  if (!m) throw new Error(`not a WebVTT time: ${t}`);
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
};

/** Reads a WebVTT file back into cues (the header, identifiers and timing settings checked or skipped). */
export function parseWebVtt(vtt: string): Cue[] {
  const blocks = vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  if (!/^(\uFEFF)?WEBVTT(\s|$)/.test(blocks[0] ?? "")) throw new Error("not a WebVTT file");
  const cues: Cue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split("\n").filter((l) => l !== "");
    const timing = lines.findIndex((l) => l.includes("-->"));
    if (timing < 0) continue; // NOTE, STYLE or REGION blocks
    const [from, rest] = lines[timing]!.split("-->") as [string, string];
    const start = seconds(from);
    const end = seconds(rest.trim().split(/\s+/)[0]!);
    if (end < start) throw new Error(`cue ends before it starts: ${lines[timing]}`);
    cues.push({ start, end, text: lines.slice(timing + 1).join("\n") });
  }
  return cues;
}
