// `npm run bench` (after `npm run build`): starts the production server (the compiled one,
// build/node/main.js, under plain node) on a fresh embedded database and measures, in one run:
//  - pages per second (8 concurrent clients) and server CPU per page (from /proc) for the
//    product's pages, each beside a bare React Router 7 app of the product's size (same route
//    table, a page of the same element count) served by the same process (see
//    server/web/bench-baselines.ts);
//  - the cached brand API beside a bare Hono "hello" on the same process, same client load;
//  - what a first visit downloads, measured in Chromium: JavaScript requests, JavaScript
//    bytes (gzip, as served), and everything else.
//  - a 50,000-row CSV import of people on PostgreSQL (scripts/bench-imports.ts).
//  - the security scanners on loopback fixtures: a full scan's time, 50 scheduled sites within the concurrency limits (scripts/bench-scanners.ts).
//  - the company reports (performance, badges, ratings, access activity, with their filters) over 100,000 members and 1,000,000 enrolments on PostgreSQL (scripts/bench-reports.ts; --only=reports).
//  - Lighthouse 12 (mobile, performance) on the public pages (--only=lighthouse; npx fetches it on first use).
//  - a five-minute course's narrated video in English and Portuguese, from text to MP4, WebM and captions (scripts/bench-video.ts; target under 60 s).
//  - phishing simulation: 10,000 simulations sent through an SMTP server on loopback (messages per second) and 10,000 clicks recorded (the click endpoint's p95) (scripts/bench-phishing.ts).
// Options: --quick (shorter runs), --no-browser (skip the first-visit step), --only=pages|api|browser|imports|scanners|reports|lighthouse|video|phishing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchImports } from "./bench-imports.ts";
import { benchPhishing } from "./bench-phishing.ts";
import { benchReports } from "./bench-reports.ts";
import { benchScanners } from "./bench-scanners.ts";
import { benchVideo } from "./bench-video.ts";

const args = new Set(process.argv.slice(2));
const SECONDS = args.has("--quick") ? 2 : 5;
const only = [...args].find((a) => a.startsWith("--only="))?.slice("--only=".length);
const step = (name: string) => (only ? only === name : name !== "browser" || !args.has("--no-browser"));
const CLIENTS = 8;
/** Turns each side of a pair gets, of a second each (half a second with --quick): 10 s of measured load per line. */
const ROUNDS = args.has("--quick") ? 4 : 10;
const TURN_SECONDS = args.has("--quick") ? 0.5 : 1;
/**
 * Seconds of load each target gets, unmeasured, before its measured rounds: a long-running
 * server's CPU per page is what is compared, not how soon V8 has compiled and optimised the
 * code a page runs (the product runs far more code than the bare app, so a cold start weighs
 * on it far more).
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? (args.has("--quick") ? 1 : 3));
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const PORT = 3199;
const BASELINE_PORT = PORT + 1;
const base = `http://localhost:${PORT}`;
const baseline = `http://localhost:${BASELINE_PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "skill5-bench-"));
const compiled = "build/node/main.js";
const entry = existsSync(compiled) ? [compiled] : ["--import", "tsx", "server/main.ts"];
const server = spawn(process.execPath, entry, {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
    BENCH_BASELINE_PORT: String(BASELINE_PORT),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok && (await fetch(`${baseline}/hello`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

/** CPU time (user + system) the server process has used, in ms; null where /proc is missing. */
function serverCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/${server.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return null;
  }
}

/**
 * A keep-alive HTTP/1.1 client on raw sockets, cheap enough that the server (not the client)
 * is what saturates: one request at a time per connection, response framed by
 * Content-Length or chunked encoding.
 */
function connection(url: URL, headers: Record<string, string>) {
  const head = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("")}\r\n`,
  );
  const socket = connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  let buf: Buffer = Buffer.alloc(0);
  let waiting: ((status: number) => void) | null = null;
  let failed: ((e: Error) => void) | null = null;
  socket.on("error", (e) => failed?.(e));
  socket.on("data", (d: Buffer) => {
    buf = buf.length ? Buffer.concat([buf, d]) : d;
    const end = buf.indexOf("\r\n\r\n");
    if (end < 0 || !waiting) return;
    const header = buf.subarray(0, end).toString("latin1");
    const length = /\r\ncontent-length: *(\d+)/i.exec(header);
    let total: number;
    if (length) total = end + 4 + Number(length[1]);
    else if (/\r\ntransfer-encoding: *chunked/i.test(header)) {
      const last = buf.indexOf("\r\n0\r\n\r\n", end);
      if (last < 0) return;
      total = last + 7;
    } else total = end + 4;
    if (buf.length < total) return;
    buf = buf.subarray(total);
    const done = waiting;
    waiting = null;
    done(Number(header.slice(9, 12)));
  });
  return {
    get: () =>
      new Promise<number>((resolve, reject) => {
        waiting = resolve;
        failed = reject;
        socket.write(head);
      }),
    close: () => socket.destroy(),
  };
}

/** Requests per second with CLIENTS concurrent connections, and server CPU ms per request. */
async function load(target: string, cookie?: string, acceptEncoding = "identity", seconds = SECONDS, warmUp = 5) {
  const url = new URL(target);
  const conns = Array.from({ length: CLIENTS }, () =>
    connection(url, { "accept-encoding": acceptEncoding, ...(cookie ? { cookie } : {}) }),
  );
  try {
    for (const c of conns) for (let i = 0; i < warmUp; i++) if ((await c.get()) !== 200) throw new Error(`${target}: not 200`);
    let done = 0;
    const cpu0 = serverCpuMs();
    const t0 = performance.now();
    const until = t0 + seconds * 1000;
    await Promise.all(
      conns.map(async (c) => {
        while (performance.now() < until) {
          if ((await c.get()) !== 200) throw new Error(`${target}: not 200`);
          done++;
        }
      }),
    );
    const elapsed = (performance.now() - t0) / 1000;
    const cpu1 = serverCpuMs();
    return {
      rps: done / elapsed,
      cpuMs: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / done,
      done,
      elapsed,
      cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    };
  } finally {
    for (const c of conns) c.close();
  }
}

type Load = { rps: number; cpuMs: number | null };
/**
 * Two targets measured in turns (ROUNDS turns each, alternating), so that the load others
 * put on a shared machine weighs on both alike; totals over the turns.
 */
async function paired(a: () => Parameters<typeof load>, b: () => Parameters<typeof load>): Promise<[Load, Load]> {
  const sum = [0, 1].map(() => ({ done: 0, elapsed: 0, cpu: 0 as number | null }));
  if (WARM_SECONDS > 0) for (const [target, cookie, encoding] of [a(), b()]) await load(target, cookie, encoding, WARM_SECONDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, args] of [a(), b()].entries()) {
      const [target, cookie, encoding] = args;
      const r = await load(target, cookie, encoding, TURN_SECONDS, round === 0 ? 5 : 1);
      sum[i]!.done += r.done;
      sum[i]!.elapsed += r.elapsed;
      sum[i]!.cpu = sum[i]!.cpu === null || r.cpu === null ? null : sum[i]!.cpu + r.cpu;
    }
  }
  return sum.map((x) => ({ rps: x.done / x.elapsed, cpuMs: x.cpu === null ? null : x.cpu / x.done })) as [Load, Load];
}

/** Signs in like the browser does (captcha solved, code read from the development mailbox). */
async function signIn(email: string): Promise<string> {
  const { solveChallenge } = await import("altcha-lib/v1");
  const captcha = async () => {
    const c = (await (await fetch(`${base}/api/captcha`)).json()) as {
      algorithm: string;
      challenge: string;
      salt: string;
      maxnumber: number;
      signature: string;
    };
    const sol = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    return Buffer.from(
      JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: sol!.number, salt: c.salt, signature: c.signature }),
    ).toString("base64");
  };
  const post = (p: string, body: unknown) =>
    fetch(base + p, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const { session } = (await (await post("/api/auth/sign-in", { email, captchaPayload: await captcha() })).json()) as { session: string };
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
  const otp = outbox.data[0]!.text.match(/\b(\d{6})\b/)![1];
  const res = await post("/api/auth/sign-in", { email, otp, session, captchaPayload: await captcha() });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Bytes on the wire for a URL fetched with the given Accept-Encoding (no decoding). */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let n = 0;
      res.on("data", (d: Buffer) => (n += d.length));
      res.on("end", () => resolve(n));
    })
      .on("error", reject)
      .end();
  });
}

/** What a first visit downloads, as Chromium requests it (scripts the page imports at run time included). */
async function firstVisit(pages: [string, boolean][], cookie: string) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const out: { page: string; requests: number; js: number; jsGzip: number; jsBr: number; other: number }[] = [];
  try {
    for (const [p, auth] of pages) {
      const context = await browser.newContext();
      if (auth)
        await context.addCookies(
          cookie.split("; ").map((kv) => ({ name: kv.split("=")[0]!, value: kv.slice(kv.indexOf("=") + 1), url: base })),
        );
      const page = await context.newPage();
      const urls: { url: string; type: string }[] = [];
      page.on("request", (r) => urls.push({ url: r.url(), type: r.resourceType() }));
      await page.goto(base + p, { waitUntil: "networkidle" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await context.close();
      const scripts = urls.filter((u) => u.type === "script" && u.url.startsWith(base));
      let jsGzip = 0;
      let jsBr = 0;
      for (const s of scripts) {
        jsGzip += await wireBytes(s.url, "gzip");
        jsBr += await wireBytes(s.url, "br, gzip");
      }
      let other = 0;
      for (const u of urls.filter((x) => x.type !== "script" && x.url.startsWith(base))) other += await wireBytes(u.url, "br, gzip");
      out.push({ page: p + (auth ? " (signed in)" : ""), requests: urls.length, js: scripts.length, jsGzip, jsBr, other });
    }
  } finally {
    await browser.close();
  }
  return out;
}

const kib = (n: number) => (n / 1024).toFixed(1);

/** Lighthouse 12 (mobile emulation and throttling, performance only) on the public pages, in Debian's Chromium. */
function lighthouse(paths: string[]) {
  console.log("\nLighthouse 12, mobile, performance                 score    FCP      LCP      TBT      CLS");
  const out = path.join(dataDir, "lighthouse.json");
  for (const p of paths) {
    const once = () =>
      spawnSync(
        "npx",
        [
          "--yes",
          "lighthouse@12.2.3",
          base + p,
          "--only-categories=performance",
          "--form-factor=mobile",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
          "--output=json",
          `--output-path=${out}`,
          "--quiet",
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
    // a first run may meet Chromium's first start: one more try
    let run = once();
    if (run.status !== 0) run = once();
    if (run.status !== 0) {
      const why = run.stderr
        .toString()
        .split("\n")
        .filter((l) => l.trim() && !l.startsWith("npm warn"))
        .at(-1);
      console.log(`${p.padEnd(48)} (Lighthouse failed: ${why})`);
      continue;
    }
    const r = JSON.parse(readFileSync(out, "utf8")) as {
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string }>;
    };
    const v = (k: string) => (r.audits[k]?.displayValue ?? "").padStart(8);
    console.log(
      `${p.padEnd(48)} ${String(Math.round(r.categories.performance.score * 100)).padStart(6)} ${v("first-contentful-paint")} ${v("largest-contentful-paint")} ${v("total-blocking-time")} ${v("cumulative-layout-shift")}`,
    );
  }
}

try {
  await waitReady();
  const cookie = await signIn("individual@skill5.test");
  const pages: [string, boolean][] = [
    ["/", false],
    ["/pricing", false],
    ["/public/training/courses/phishing-essentials", false],
    ["/training/courses", true],
    ["/dashboard", true],
  ];
  /** Elements of a page as served (the bare page is built with as many). */
  const elementsOf = async (p: string, auth: boolean) =>
    ((await (await fetch(base + p, { headers: auth ? { cookie } : {} })).text()).match(/<[a-zA-Z]/g) ?? []).length;

  console.log(
    `server: ${entry.join(" ")}  (${CLIENTS} clients; ${WARM_SECONDS} s of warm-up, then ${ROUNDS} turns of ${TURN_SECONDS} s per side of a pair)\n`,
  );
  const fmt = (r: Load) =>
    `${r.rps.toFixed(0).padStart(8)} ${r.cpuMs === null ? "     n/a" : r.cpuMs.toFixed(r.cpuMs < 1 ? 3 : 1).padStart(12)}`;
  const line = (name: string, r: Load) => console.log(`${name.padEnd(48)} ${fmt(r)}`);
  if (step("pages")) {
    // each page beside a bare React Router page of as many elements, served by the same process, in turns
    console.log(
      "page (HTML uncompressed, like the bare pages)   elements   pages/s  CPU ms/page   bare: pages/s  CPU ms/page   CPU / bare",
    );
    let home: Load | null = null;
    let homeBare: Load | null = null;
    for (const [p, auth] of pages) {
      const elements = await elementsOf(p, auth);
      const [r, bare] = await paired(
        () => [base + p, auth ? cookie : undefined],
        () => [`${baseline}/?elements=${elements}`],
      );
      if (p === "/") [home, homeBare] = [r, bare];
      const ratio = r.cpuMs && bare.cpuMs ? `${(r.cpuMs / bare.cpuMs).toFixed(2)}x` : "n/a";
      console.log(
        `${(p + (auth ? " (signed in)" : "")).padEnd(48)} ${String(elements).padStart(8)} ${fmt(r)}    ${fmt(bare)} ${ratio.padStart(12)}`,
      );
    }
    line("/ (compressed for the browser: br)", await load(`${base}/`, undefined, BROWSER_ENCODINGS));
    if (home?.cpuMs && homeBare?.cpuMs)
      console.log(`home page CPU / bare React Router page CPU: ${(home.cpuMs / homeBare.cpuMs).toFixed(2)}x (uncompressed, both)`);
  }

  if (step("api")) {
    console.log("\nAPI                                               req/s     CPU ms/req");
    const [hello, brand] = await paired(
      () => [`${baseline}/hello`, undefined, BROWSER_ENCODINGS],
      () => [`${base}/api/public/whitelabel/get-whitelabel`, undefined, BROWSER_ENCODINGS],
    );
    line("bare Hono hello", hello);
    line("/api/public/whitelabel/get-whitelabel", brand);
    const catalog = await load(`${base}/api/training/courses`, undefined, BROWSER_ENCODINGS);
    line("/api/training/courses", catalog);
    console.log(`brand API / bare Hono hello: ${(brand.rps / hello.rps).toFixed(2)}x`);
  }

  if (step("browser")) {
    console.log("\nfirst visit (Chromium)                            requests  JS files  JS KiB gzip  JS KiB br  other KiB");
    try {
      for (const v of await firstVisit(pages, cookie)) {
        console.log(
          `${v.page.padEnd(48)} ${String(v.requests).padStart(9)} ${String(v.js).padStart(9)} ${kib(v.jsGzip).padStart(12)} ${kib(v.jsBr).padStart(10)} ${kib(v.other).padStart(10)}`,
        );
      }
    } catch (e) {
      console.log(`(skipped: ${(e as Error).message.split("\n")[0]})`);
    }
  }
  if (step("imports")) await benchImports();
  if (step("scanners")) await benchScanners();
  if (step("video")) await benchVideo();
  if (step("phishing")) await benchPhishing();
  // minutes of seeding and timing: run on request only
  if (only === "reports") await benchReports();
  // Lighthouse (mobile, performance) is fetched by npx on first use: run on request only
  if (only === "lighthouse") lighthouse(pages.filter(([, auth]) => !auth).map(([p]) => p));
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  console.log(
    `\n(skill5 ${pkg.version}, ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL: the database's own CPU is not counted)" : "embedded PGlite (the database's CPU is the server's)"}, node ${process.version}, ${new Date().toISOString()})`,
  );
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
