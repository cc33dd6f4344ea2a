import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findTools } from "./tools.ts";
import { listVoices, parseVoices, voiceSample, wordsPerMinute } from "./voices.ts";
import { wavDurationSeconds } from "./narration.ts";

const tools = findTools();
const TABLE = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  pt-br           --/M      Portuguese_(Brazil) roa/pt-BR            (pt 6)
 6  pt-br           --/F      brazil-mbrola-2    mb/mb-br2            (pt 8)
`;

describe("the voices", () => {
  it("are the engine's for a language, parsed", async () => {
    for (const lang of ["en", "pt"] as const) {
      const voices = await listVoices(tools, lang);
      expect(voices.length).toBeGreaterThan(0);
      for (const v of voices) {
        expect(v.language.startsWith(lang)).toBe(true);
        expect(v.id).toMatch(/^[A-Za-z0-9+_-]+$/);
        expect(["male", "female", "unknown"]).toContain(v.gender);
      }
    }
  });

  it("include an MBROLA voice only when its data is installed", () => {
    const none = mkdtempSync(path.join(tmpdir(), "mbrola-"));
    try {
      expect(parseVoices(TABLE, { MBROLA_PATH: none }).map((v) => v.id)).toEqual(["pt-BR"]);
      mkdirSync(path.join(none, "br2"));
      expect(parseVoices(TABLE, { MBROLA_PATH: none })).toEqual([
        { id: "pt-BR", name: "Portuguese (Brazil)", language: "pt-br", gender: "male" },
        { id: "mb-br2", name: "brazil-mbrola-2", language: "pt-br", gender: "female" },
      ]);
    } finally {
      rmSync(none, { recursive: true, force: true });
    }
  });

  it("give a sample as WAV bytes, and a rate as words per minute", async () => {
    const wav = await voiceSample(tools, "pt-BR", 1, "Olá! É assim que vou narrar o seu curso.");
    expect(wavDurationSeconds(wav)).toBeGreaterThan(0.5);
    expect(wordsPerMinute(1)).toBe(175);
    expect(wordsPerMinute(100)).toBe(450);
    expect(wordsPerMinute(0.1)).toBe(80);
  });
});
