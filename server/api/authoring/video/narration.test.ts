import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../../platform/domain-error.ts";
import { espeakNarrator, narrate, speechApiConfig, speechApiNarrator, wavDurationSeconds } from "./narration.ts";
import { findTools } from "./tools.ts";
import { voiceSample } from "./voices.ts";

const tools = findTools();
const espeak = espeakNarrator(tools);
let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "narration-test-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("narration with espeak-ng", () => {
  it("gives a WAV whose real duration grows with the text", async () => {
    const short = await narrate(espeak, { text: "Check the sender.", voice: "en-US", rate: 1 }, path.join(dir, "short.wav"));
    const long = await narrate(
      espeak,
      {
        text: "Check the sender. Then hover over the link, and read the address before you click anything at all.",
        voice: "en-US",
        rate: 1,
      },
      path.join(dir, "long.wav"),
    );
    expect(short.durationSeconds).toBeGreaterThan(0);
    expect(long.durationSeconds).toBeGreaterThan(short.durationSeconds * 2);
    expect(wavDurationSeconds(readFileSync(long.file))).toBe(long.durationSeconds);
  });

  it("speaks faster at a higher rate", async () => {
    const text = { text: "Verifique o remetente antes de clicar em qualquer link.", voice: "pt-BR" };
    const normal = await narrate(espeak, { ...text, rate: 1 }, path.join(dir, "normal.wav"));
    const fast = await narrate(espeak, { ...text, rate: 1.6 }, path.join(dir, "fast.wav"));
    expect(fast.durationSeconds).toBeLessThan(normal.durationSeconds);
  });

  it("refuses a voice the engine does not have", async () => {
    for (const voice of ["xx-nonexistent", "--help", "mb-zz9"]) {
      const err = await narrate(espeak, { text: "Hello there.", voice, rate: 1 }, path.join(dir, "x.wav")).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ kind: "invalid", code: "unknown_voice", field: "voice" });
    }
  });

  it("reads a streamed WAV (its data size unset) to the end of the file", async () => {
    const wav = Buffer.from(await voiceSample(tools, "en-US", 1, "One two three."));
    const streamed = Buffer.from(wav);
    const data = streamed.indexOf("data");
    streamed.writeUInt32LE(0xffffffff, data + 4);
    expect(wavDurationSeconds(streamed)).toBeCloseTo(wavDurationSeconds(wav), 3);
    expect(() => wavDurationSeconds(Buffer.from("not a wav file at all"))).toThrow(DomainError);
  });
});

describe("narration with an OpenAI-compatible speech API", () => {
  let server: Server;
  let base = "";
  const seen: { auth?: string; body?: Record<string, unknown>; path?: string }[] = [];
  beforeAll(async () => {
    // a peer that speaks the API, answering with a WAV made by espeak-ng
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", async () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        seen.push({ auth: req.headers.authorization, body, path: req.url });
        if (body.voice === "broken") return res.writeHead(500).end("{}");
        const wav = await voiceSample(tools, "en-US", Number(body.speed), String(body.input));
        res.writeHead(200, { "content-type": "audio/wav" }).end(wav);
      });
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  it("is configured by SPEECH_BASE_URL, SPEECH_API_KEY and SPEECH_MODEL together", () => {
    expect(speechApiConfig({ SPEECH_BASE_URL: base, SPEECH_API_KEY: "k" })).toBeNull();
    expect(speechApiConfig({ SPEECH_BASE_URL: base, SPEECH_API_KEY: "k", SPEECH_MODEL: "tts-1" })).toEqual({
      baseUrl: base,
      apiKey: "k",
      model: "tts-1",
    });
  });

  it("posts the text to /v1/audio/speech and measures the WAV it answers", async () => {
    const api = speechApiNarrator({ baseUrl: `${base}/v1/`, apiKey: "secret", model: "tts-1" });
    const n = await narrate(api, { text: "Report the message, then delete it.", voice: "alloy", rate: 1.2 }, path.join(dir, "api.wav"));
    expect(n.durationSeconds).toBeGreaterThan(0.5);
    expect(seen.at(-1)).toEqual({
      auth: "Bearer secret",
      path: "/v1/audio/speech",
      body: { model: "tts-1", input: "Report the message, then delete it.", voice: "alloy", response_format: "wav", speed: 1.2 },
    });
  });

  it("reports a refusal as a DomainError", async () => {
    const api = speechApiNarrator({ baseUrl: base, apiKey: "secret", model: "tts-1" });
    await expect(narrate(api, { text: "Hello.", voice: "broken", rate: 1 }, path.join(dir, "b.wav"))).rejects.toMatchObject({
      code: "speech_api_failed",
      vars: { detail: "HTTP 500" },
    });
  });
});
