// `npm run bench`: starts the production server on a fresh embedded database and measures
// what a visitor feels: server latency per page (p50/p95 over sequential requests after a
// warm-up), throughput with 8 concurrent clients, and page weight (HTML + scripts + styles,
// gzip as served by a CDN would compress them). Run `npm run build` first.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PORT = 3199;
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "skill5-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitReady() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function latency(url: string, n = 60, host?: string, cookie?: string) {
  const headers: Record<string, string> = { ...(host ? { host } : {}), ...(cookie ? { cookie } : {}) };
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - t);
  }
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

async function throughput(url: string, seconds = 5, clients = 8) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        await (await fetch(url)).arrayBuffer();
        done++;
      }
    }),
  );
  return done / seconds;
}

/** Signs in like the browser does (captcha solved, code read from the development mailbox). */
async function signIn(email: string): Promise<string> {
  const { solveChallenge } = await import("altcha-lib/v1");
  const captcha = async () => {
    const c = (await (await fetch(`${base}/api/captcha`)).json()) as { algorithm: string; challenge: string; salt: string; maxnumber: number; signature: string };
    const sol = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: sol!.number, salt: c.salt, signature: c.signature })).toString("base64");
  };
  const post = (path: string, body: unknown) => fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const { session } = (await (await post("/api/auth/sign-in", { email, captchaPayload: await captcha() })).json()) as { session: string };
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
  const otp = outbox.data[0]!.text.match(/\b(\d{6})\b/)![1];
  const res = await post("/api/auth/sign-in", { email, otp, session, captchaPayload: await captcha() });
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function weight(url: string, cookie?: string) {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
  // what the page loads: module preloads, stylesheets and the entry import (not every route the manifest names)
  const links = [...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const entry = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1]!);
  const files = [...new Set([...links, ...entry])];
  let gz = gzipSync(html).length;
  let raw = html.length;
  for (const f of files) {
    const body = Buffer.from(await (await fetch(base + f)).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
  }
  return { files: files.length + 1, rawKiB: raw / 1024, gzipKiB: gz / 1024 };
}

try {
  await waitReady();
  const cookie = await signIn("individual@skill5.test");
  const pages: [string, boolean][] = [
    ["/", false],
    ["/pt", false],
    ["/pricing", false],
    ["/public/training/courses/phishing-essentials", false],
    ["/training", true],
    ["/training/courses", true],
    ["/dashboard", true],
    ["/api/public/whitelabel/get-whitelabel", false],
    ["/api/training/courses", false],
  ];
  console.log("page                                          p50 ms  p95 ms   weight (files, KiB raw / gzip)");
  for (const [p, auth] of pages) {
    const l = await latency(base + p, 60, undefined, auth ? cookie : undefined);
    const w = p.startsWith("/api") ? null : await weight(base + p, auth ? cookie : undefined);
    console.log(
      `${(p + (auth ? " (signed in)" : "")).padEnd(44)} ${l.p50.toFixed(1).padStart(7)} ${l.p95.toFixed(1).padStart(7)}   ${w ? `${w.files} files, ${w.rawKiB.toFixed(0)} / ${w.gzipKiB.toFixed(0)}` : "-"}`,
    );
  }
  const acme = await latency(`${base}/`, 40, `acme.localhost:${PORT}`);
  console.log(`${"/ (acme.localhost)".padEnd(40)} ${acme.p50.toFixed(1).padStart(7)} ${acme.p95.toFixed(1).padStart(7)}`);
  console.log(`\nthroughput, 8 clients, 5 s:  home ${(await throughput(`${base}/`)).toFixed(0)} req/s,  brand API ${(await throughput(`${base}/api/public/whitelabel/get-whitelabel`)).toFixed(0)} req/s`);
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  console.log(`(skill5 ${pkg.version}, embedded PGlite, ${new Date().toISOString()})`);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
