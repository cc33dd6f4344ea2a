// @vitest-environment jsdom
import { act, createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CreatorCourse, CreatorStatusBody } from "../../../contract/authoring.ts";
import { answerApi, clickAndSettle, type Mounted, mountInPage } from "../../lib/form-test-kit.ts";
import { StatusPanel } from "./status-panel.tsx";

// The render's status page as the creator sees it: the reason of a failure and its retry, what
// the server lacks, and a render followed to its video by asking for the status (jsdom has no
// EventSource, as a browser whose stream fails).

const id = "6a1f3c1e-8f57-4a55-9a8e-2a3b4c5d6e7f";
const course = { id, languages: ["en", "pt"], published: null } as unknown as CreatorCourse;
const at = "2026-11-29T12:00:00.000Z";
const status = (s: Partial<CreatorStatusBody>): CreatorStatusBody => ({
  status: "draft",
  progress: 0,
  error: null,
  video: null,
  missing: [],
  updatedAt: at,
  ...s,
});
const files = (lang: string) => ({
  mp4: `/api/files/v/${lang}.mp4`,
  webm: `/api/files/v/${lang}.webm`,
  captions: `/api/files/v/${lang}.vtt`,
  poster: `/api/files/v/${lang}.png`,
  durationSeconds: 67.4,
});
const video = {
  ...files("en"),
  captions: { en: files("en").captions, pt: files("pt").captions },
  languages: { en: files("en"), pt: files("pt") },
};

let page: Mounted;
afterEach(() => page.unmount());
const q = (selector: string) => page.host.querySelector(selector);
const button = (name: string) => [...page.host.querySelectorAll("button")].find((b) => b.textContent?.includes(name)) ?? null;
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

describe("the render's status panel", () => {
  it("says why a render failed, at the phase it failed in, and retries it, following it to the video by asking", async () => {
    let asked = 0;
    const calls = answerApi((path, init) => {
      if (init.method === "POST") return { status: 202, body: status({ status: "queued" }) };
      asked += 1;
      return { status: 200, body: status({ status: "ready", progress: 100, video }) };
    });
    const failed = status({
      status: "failed",
      error: { code: "video_tool_failed", message: "ffmpeg could not finish the video: out of disk." },
    });
    page = await mountInPage(createElement(StatusPanel, { course, initial: failed, title: "Safe links" }));
    expect(q("[data-testid=status-line]")?.textContent).toBe("The render failed.");
    expect(q("[data-testid=status-error]")?.textContent).toContain("ffmpeg could not finish the video: out of disk.");
    expect(q("[data-state=failed]")?.textContent).toContain("Queued");

    await clickAndSettle(button("Try again"));
    for (let i = 0; i < 5 && asked === 0; i++) await settle();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/creator/courses/${id}/render`,
      `GET /api/creator/courses/${id}/status`,
    ]);
    expect(q("[data-testid=status-panel]")?.getAttribute("data-live")).toBe("polling");
    expect(q("[data-testid=status-line]")?.textContent).toBe("The video is ready.");
    expect(q("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("100");
    expect(page.host.querySelectorAll("[data-state=done]")).toHaveLength(4);
    expect(q("[data-testid=status-duration]")?.textContent).toBe("Length: 1:07");
    const tracks = [...page.host.querySelectorAll("video track[kind=captions]")].map(
      (t) => `${t.getAttribute("srclang")} ${t.getAttribute("src")}`,
    );
    expect(tracks).toEqual(["en /api/files/v/en.vtt", "pt-BR /api/files/v/pt.vtt"]);
  });

  it("names the tools the server lacks and the command that installs them", async () => {
    answerApi(() => ({ status: 200, body: {} }));
    page = await mountInPage(
      createElement(StatusPanel, { course, initial: status({ missing: ["ffprobe", "espeak-ng"] }), title: "Safe links" }),
    );
    expect(q("[data-testid=status-install]")?.textContent).toContain("ffprobe, espeak-ng");
    expect(q("[data-testid=status-install] code")?.textContent).toBe("apt-get install -y espeak-ng ffmpeg");
  });

  it("shows the render's refusal with each missing piece linking to its field in the editor, in Portuguese", async () => {
    answerApi(() => ({
      status: 400,
      body: {
        error: {
          code: "validation_failed",
          message: "O curso ainda não pode ser gerado.",
          issues: [{ path: "pt.steps.0.body", message: "Escreva um texto para este passo ser narrado." }],
        },
      },
    }));
    page = await mountInPage(createElement(StatusPanel, { course, initial: status({}), title: "Links seguros" }), "pt");
    expect(q("[data-testid=status-line]")?.textContent).toBe("O vídeo ainda não foi gerado.");
    await clickAndSettle(button("Gerar o vídeo"));
    const refusal = q("[data-testid=status-refusal]");
    expect(refusal?.textContent).toContain("O curso ainda não pode ser gerado.");
    const link = refusal?.querySelector("a");
    expect(link?.textContent).toBe("Português · Escreva um texto para este passo ser narrado.");
    expect(link?.getAttribute("href")).toBe(`/pt/content-creator/courses/${id}/edit#field-pt-steps-0-body`);
  });
});
