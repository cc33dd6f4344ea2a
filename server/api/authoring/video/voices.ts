import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locale } from "../../../../contract/constants.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { runTool, type Tools } from "./tools.ts";

// A presenter's voice is chosen from what the installed engine offers for the course's language
// (the avatar page lists them and plays a sample). espeak-ng lists MBROLA voices (mb-*) whether or
// not their data is installed, and fails on one that is not: those are offered only when their
// database is on disk (MBROLA_PATH, else /usr/share/mbrola), where they sound more natural.

export interface Voice {
  /** What `espeak-ng -v` takes: "en-US", "pt-BR", "mb-br1". */
  id: string;
  name: string;
  /** The engine's language tag: "en-us", "pt-br". */
  language: string;
  gender: "male" | "female" | "unknown";
}

/** espeak-ng's default speed, in words per minute: the speed of a rate of 1. */
export const BASE_WORDS_PER_MINUTE = 175;

/** A speaking rate (1 = normal, 0.5 = half as fast, 2 = twice) as espeak-ng's `-s`, within what it takes. */
export const wordsPerMinute = (rate: number) =>
  Math.round(Math.min(450, Math.max(80, BASE_WORDS_PER_MINUTE * (Number.isFinite(rate) && rate > 0 ? rate : 1))));

/** A voice id as a presenter stores it: letters, digits, "-", "+", "_" and "/" (never an option). */
const VOICE_ID = /^[A-Za-z0-9][A-Za-z0-9+_/-]{0,63}$/;

export function checkVoiceId(voice: string): string {
  if (!VOICE_ID.test(voice)) throw unknownVoice(voice);
  return voice;
}

export const unknownVoice = (voice: string) =>
  new DomainError("invalid", "unknown_voice", "authoring:video.unknownVoice", { voice }, "voice");

const mbrolaInstalled = (database: string, env: NodeJS.ProcessEnv) => {
  const dirs = [env.MBROLA_PATH, "/usr/share/mbrola", "/usr/local/share/mbrola"].filter((d): d is string => !!d);
  return dirs.some((dir) => existsSync(path.join(dir, database)) || existsSync(path.join(dir, database, database)));
};

/**
 * The table `espeak-ng --voices=<lang>` prints, one voice a line after its header:
 * "Pty Language Age/Gender VoiceName File Other Languages".
 */
export function parseVoices(table: string, env: NodeJS.ProcessEnv = process.env): Voice[] {
  const voices: Voice[] = [];
  for (const line of table.split("\n").slice(1)) {
    const [, language, ageGender, name, file] = line.trim().split(/\s+/);
    // variants ("!v/Storm") change a voice rather than being one
    if (!language || !ageGender || !name || !file || language === "variant" || file.startsWith("!v")) continue;
    const id = file.split("/").pop()!;
    if (id.startsWith("mb-") && !mbrolaInstalled(id.slice(3), env)) continue;
    const g = ageGender.split("/")[1];
    voices.push({
      id,
      name: name.replace(/_/g, " "),
      language,
      gender: g === "M" ? "male" : g === "F" ? "female" : "unknown",
    });
  }
  return voices;
}

/** The voices the installed engine offers for a language (its regional variants included). */
export async function listVoices(tools: Pick<Tools, "espeak-ng">, language: Locale): Promise<Voice[]> {
  const { stdout } = await runTool(tools["espeak-ng"], [`--voices=${language}`], { timeoutMs: 10_000 });
  return parseVoices(stdout.toString("utf8"));
}

/** What a voice says when the author asks to hear it. */
export const SAMPLE_TEXT: Record<Locale, string> = {
  en: "Hello! This is how I will narrate your course.",
  pt: "Olá! É assim que vou narrar o seu curso.",
};

/**
 * espeak-ng's words as a WAV file at `outFile`. The text goes on stdin; a voice the engine does
 * not have (or an MBROLA voice without its data) is the DomainError `unknown_voice`.
 */
export async function speakToFile(
  tools: Pick<Tools, "espeak-ng">,
  text: string,
  voice: string,
  rate: number,
  outFile: string,
): Promise<void> {
  const args = ["-v", checkVoiceId(voice), "-s", String(wordsPerMinute(rate)), "-w", outFile, "--stdin"];
  try {
    await runTool(tools["espeak-ng"], args, { input: text, timeoutMs: 120_000, maxOutputBytes: 1024 * 1024 });
  } catch (err) {
    const detail = err instanceof DomainError ? String(err.vars.detail ?? "") : "";
    if (/voice does not exist|Cannot find MBROLA|voice file/i.test(detail)) throw unknownVoice(voice);
    throw err;
  }
}

/** A short sample of a voice at a rate, as WAV bytes ("play sample"). */
export async function voiceSample(tools: Pick<Tools, "espeak-ng">, voice: string, rate: number, text: string): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), "voice-sample-"));
  try {
    const file = path.join(dir, "sample.wav");
    await speakToFile(tools, text, voice, rate, file);
    return new Uint8Array(await readFile(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
