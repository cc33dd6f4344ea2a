import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { speechApiConfig, speechApiNarrator } from "./video/narration.ts";
import { findTool, INSTALL_COMMAND, type ToolName, type Tools } from "./video/tools.ts";
import { listVoices, SAMPLE_TEXT, unknownVoice, voiceSample } from "./video/voices.ts";

// The voices a presenter can speak with, and a sample of one: espeak-ng's for the language, or
// an OpenAI-compatible speech API's fixed set when SPEECH_* is configured.

const TOOL_NAMES: ToolName[] = ["espeak-ng", "ffmpeg", "ffprobe"];

/** The tools this process lacks (each looked for as findTool does): empty when all are there. */
export function missingTools(env: NodeJS.ProcessEnv = process.env): ToolName[] {
  return TOOL_NAMES.filter((name) => {
    try {
      findTool(name, env);
      return false;
    } catch {
      return true;
    }
  });
}

/** A tool is missing: what the status page and the 503 answer say (the install command included). */
export class ToolsMissing extends DomainError {
  constructor(readonly missing: ToolName[]) {
    super("unprocessable", "video_tool_missing", "authoring:video.toolsMissing", { tools: missing.join(", "), install: INSTALL_COMMAND });
  }
}

/** Every tool, or ToolsMissing naming each one absent. */
export function toolsOrThrow(needed: ToolName[] = TOOL_NAMES): Tools {
  const missing = missingTools().filter((t) => needed.includes(t));
  if (missing.length) throw new ToolsMissing(missing);
  return { "espeak-ng": findToolOr("espeak-ng"), ffmpeg: findToolOr("ffmpeg"), ffprobe: findToolOr("ffprobe") };
}
const findToolOr = (name: ToolName) => {
  try {
    return findTool(name);
  } catch {
    return "";
  }
};

/** OpenAI's voices: every one speaks every language the model does. */
export const SPEECH_API_VOICES = ["alloy", "ash", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer"] as const;

export type VoiceList = {
  engine: "espeak-ng" | "speech-api";
  data: { id: string; name: string; language: string; gender: string | null }[];
};

export async function voicesFor(language: CreatorLanguage): Promise<VoiceList> {
  if (speechApiConfig()) {
    return {
      engine: "speech-api",
      data: SPEECH_API_VOICES.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), language, gender: null })),
    };
  }
  const voices = await listVoices(toolsOrThrow(["espeak-ng"]), language);
  return { engine: "espeak-ng", data: voices.map((v) => ({ ...v, gender: v.gender === "unknown" ? null : v.gender })) };
}

/** A short sample of a voice at a rate, as WAV bytes; a voice the engine does not offer is 400 `unknown_voice`. */
export async function sampleOf(language: CreatorLanguage, voice: string, rate: number): Promise<Uint8Array> {
  const text = SAMPLE_TEXT[language];
  const api = speechApiConfig();
  if (api) {
    if (!(SPEECH_API_VOICES as readonly string[]).includes(voice)) throw unknownVoice(voice);
    const dir = await mkdtemp(path.join(tmpdir(), "voice-sample-"));
    try {
      const file = path.join(dir, "sample.wav");
      await speechApiNarrator(api, 30_000).speak({ text, voice, rate }, file);
      return new Uint8Array(await readFile(file));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const tools = toolsOrThrow(["espeak-ng"]);
  const offered = await listVoices(tools, language);
  if (!offered.some((v) => v.id === voice)) throw unknownVoice(voice);
  return voiceSample(tools, voice, rate, text);
}
