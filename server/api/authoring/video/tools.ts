import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { DomainError } from "../../../platform/domain-error.ts";

// The narrated video is made by programs outside Node (espeak-ng speaks, ffmpeg encodes, ffprobe
// reads what was made). They are found once per call, each with an env override, and a missing one
// is a DomainError whose message says what to install, so the render's status can tell the operator.
// They run without a shell (arguments are an array, text goes on stdin), with a time limit and a cap
// on what they may print, so a course's text can never become a command and a stuck run ends.

export type ToolName = "espeak-ng" | "ffmpeg" | "ffprobe";
export type Tools = Record<ToolName, string>;

const ENV_OF: Record<ToolName, string> = { "espeak-ng": "ESPEAK_PATH", ffmpeg: "FFMPEG_PATH", ffprobe: "FFPROBE_PATH" };

/** What to run to get every tool (also in the catalog's message and the README). */
export const INSTALL_COMMAND = "apt-get install -y espeak-ng ffmpeg";

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The tool's path: its env override when set (which must exist), else the first on PATH. */
export function findTool(name: ToolName, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[ENV_OF[name]]?.trim();
  const candidates = override
    ? [override]
    : (env.PATH ?? "/usr/local/bin:/usr/bin:/bin").split(path.delimiter).map((dir) => path.join(dir, name));
  const found = candidates.find(executable);
  if (found) return found;
  throw new DomainError("unprocessable", "video_tool_missing", "authoring:video.toolMissing", {
    tool: name,
    path: override ?? "PATH",
    install: INSTALL_COMMAND,
  });
}

/** Every tool the pipeline needs; the first missing one raises the DomainError. */
export const findTools = (env: NodeJS.ProcessEnv = process.env): Tools => ({
  "espeak-ng": findTool("espeak-ng", env),
  ffmpeg: findTool("ffmpeg", env),
  ffprobe: findTool("ffprobe", env),
});

export interface RunOptions {
  /** Written to the program's stdin, then closed. */
  input?: string | Uint8Array;
  /** Killed after this long (default two minutes). */
  timeoutMs?: number;
  /** Killed when stdout grows past this (default 16 MiB). */
  maxOutputBytes?: number;
  /** Each line of stdout as it comes (ffmpeg's -progress). */
  onLine?: (line: string) => void;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

/** The last lines of stderr kept for the error (a program's complaint is at its end). */
const STDERR_KEEP = 4000;

/**
 * Runs a program with arguments (never through a shell). A non-zero exit, the time limit or the
 * output cap is a DomainError naming the program and the end of its complaint.
 */
export function runTool(file: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { timeoutMs = 120_000, maxOutputBytes = 16 * 1024 * 1024 } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["pipe", "pipe", "pipe"], shell: false });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let partial = "";
    let failure: string | null = null;
    const stop = (why: string) => {
      failure ??= why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(`timed out after ${timeoutMs} ms`), timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) return stop(`printed more than ${maxOutputBytes} bytes`);
      chunks.push(chunk);
      if (options.onLine) {
        const lines = (partial + chunk.toString("utf8")).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) options.onLine(line);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEEP);
    });
    child.on("error", (err) => stop(err.message));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (!failure && code === 0) return resolve({ stdout: Buffer.concat(chunks), stderr });
      const why = failure ?? (signal ? `killed by ${signal}` : `exit code ${code}`);
      reject(
        new DomainError("unprocessable", "video_tool_failed", "authoring:video.toolFailed", {
          tool: path.basename(file),
          detail: `${why}: ${stderr.trim().split("\n").slice(-3).join(" ")}`.trim(),
        }),
      );
    });
    child.stdin.on("error", () => {}); // a program that exits before reading its input
    child.stdin.end(options.input ?? "");
  });
}
