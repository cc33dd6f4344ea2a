import { describe, expect, it } from "vitest";
import { DomainError } from "../../../platform/domain-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { findTool, findTools, INSTALL_COMMAND, runTool } from "./tools.ts";

const node = process.execPath;

describe("the video tools", () => {
  it("are found on this machine", () => {
    const tools = findTools();
    expect(tools.ffmpeg).toMatch(/ffmpeg$/);
    expect(tools["espeak-ng"]).toMatch(/espeak-ng$/);
  });

  it("name what to install when one is missing", () => {
    const err = (() => {
      try {
        findTool("ffmpeg", { ...process.env, FFMPEG_PATH: "/nonexistent/bin/ffmpeg" });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(DomainError);
    const e = err as DomainError;
    expect(e.code).toBe("video_tool_missing");
    for (const locale of ["en", "pt"] as const) {
      const message = translate(e.messageKey, locale, e.vars);
      expect(message).toContain(INSTALL_COMMAND);
      expect(message).toContain("ffmpeg");
      expect(message).toContain("/nonexistent/bin/ffmpeg");
    }
    expect(INSTALL_COMMAND).toBe("apt-get install -y espeak-ng ffmpeg");
  });

  it("run without a shell: an argument is never a command", async () => {
    const { stdout } = await runTool(node, ["-e", "console.log(process.argv[1])", "; echo injected $(id)"]);
    expect(stdout.toString().trim()).toBe("; echo injected $(id)");
  });

  it("pass text on stdin", async () => {
    const { stdout } = await runTool(node, ["-e", "process.stdin.pipe(process.stdout)"], { input: "Olá, ação" });
    expect(stdout.toString()).toBe("Olá, ação");
  });

  it("stop a program past its time or its output cap, and report a failure", async () => {
    await expect(runTool(node, ["-e", "setInterval(() => {}, 1000)"], { timeoutMs: 300 })).rejects.toMatchObject({
      code: "video_tool_failed",
      vars: { detail: expect.stringContaining("timed out") },
    });
    await expect(runTool(node, ["-e", "process.stdout.write('x'.repeat(100000))"], { maxOutputBytes: 1000 })).rejects.toMatchObject({
      vars: { detail: expect.stringContaining("more than 1000 bytes") },
    });
    await expect(runTool(node, ["-e", "console.error('boom'); process.exit(3)"])).rejects.toMatchObject({
      vars: { tool: "node", detail: expect.stringMatching(/exit code 3.*boom/) },
    });
  });
});
