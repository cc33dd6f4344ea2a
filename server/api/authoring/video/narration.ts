import { readFile, writeFile } from "node:fs/promises";
import { DomainError } from "../../../platform/domain-error.ts";
import type { Tools } from "./tools.ts";
import { checkVoiceId, speakToFile } from "./voices.ts";

// One audio track per step, whose real length sets how long the step's slide shows and when its
// captions fall. espeak-ng speaks by default (offline, installed with the product); a configured
// OpenAI-compatible speech API (`POST /v1/audio/speech`) gives production-quality voices. Either
// way the result is a WAV file, and its length is read from the file itself, never guessed.

export interface SpeakRequest {
  text: string;
  voice: string;
  /** 1 = normal speed. */
  rate: number;
}

/** Whatever turns text into a WAV file at `outFile`. */
export interface Narrator {
  readonly kind: "espeak-ng" | "speech-api";
  speak(request: SpeakRequest, outFile: string): Promise<void>;
}

export interface Narration {
  file: string;
  durationSeconds: number;
}

/** The seconds of sound in a WAV file: the data chunk's size over the format's bytes per second. */
export function wavDurationSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw notWav();
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === "fmt ") byteRate = view.getUint32(at + 16, true);
    if (id === "data") {
      if (!byteRate) throw notWav();
      // a streamed WAV leaves the size unset (0 or 0xFFFFFFFF): the data runs to the end of the file
      const available = bytes.length - (at + 8);
      return Math.min(size === 0 ? available : size, available) / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  throw notWav();
}

const notWav = () => new DomainError("unprocessable", "narration_not_wav", "authoring:video.notWav");

/** Speaks one step's text into `outFile` and measures it. */
export async function narrate(narrator: Narrator, request: SpeakRequest, outFile: string): Promise<Narration> {
  await narrator.speak(request, outFile);
  const durationSeconds = wavDurationSeconds(new Uint8Array(await readFile(outFile)));
  return { file: outFile, durationSeconds };
}

/** The installed espeak-ng (with MBROLA voices when their data is installed). */
export const espeakNarrator = (tools: Pick<Tools, "espeak-ng">): Narrator => ({
  kind: "espeak-ng",
  speak: ({ text, voice, rate }, outFile) => speakToFile(tools, text, voice, rate, outFile),
});

export interface SpeechApiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The speech API when SPEECH_BASE_URL, SPEECH_API_KEY and SPEECH_MODEL are all set, else null. */
export function speechApiConfig(env: NodeJS.ProcessEnv = process.env): SpeechApiConfig | null {
  const baseUrl = env.SPEECH_BASE_URL?.trim();
  const apiKey = env.SPEECH_API_KEY?.trim();
  const model = env.SPEECH_MODEL?.trim();
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null;
}

/** Longest answer taken from the API (about an hour of 24 kHz 16-bit mono). */
const MAX_AUDIO_BYTES = 200 * 1024 * 1024;

/**
 * An OpenAI-compatible `/v1/audio/speech` (the base URL may end in /v1 or not), asked for WAV.
 * Only this address is fetched; a refusal or an answer that is not WAV is a DomainError.
 */
export function speechApiNarrator(config: SpeechApiConfig, timeoutMs = 120_000): Narrator {
  const base = config.baseUrl.replace(/\/+$/, "");
  const url = `${base.endsWith("/v1") ? base : `${base}/v1`}/audio/speech`;
  return {
    kind: "speech-api",
    async speak({ text, voice, rate }, outFile) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          model: config.model,
          input: text,
          voice: checkVoiceId(voice),
          response_format: "wav",
          speed: Math.min(4, Math.max(0.25, rate)),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((err: Error) => {
        throw speechFailed(err.name === "TimeoutError" ? "timeout" : err.message);
      });
      if (!res.ok) throw speechFailed(`HTTP ${res.status}`);
      if (Number(res.headers.get("content-length") ?? 0) > MAX_AUDIO_BYTES) throw speechFailed("answer too large");
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.length > MAX_AUDIO_BYTES) throw speechFailed("answer too large");
      wavDurationSeconds(bytes); // refuses what is not WAV before it reaches ffmpeg
      await writeFile(outFile, bytes);
    },
  };
}

const speechFailed = (detail: string) =>
  new DomainError("unprocessable", "speech_api_failed", "authoring:video.speechApiFailed", { detail });
