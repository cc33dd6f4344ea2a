// `npm run eval:assistants`: the assistants' evaluation (docs/assistants-evaluation.md). Starts the
// app on a fresh seeded embedded database (the demo tenants, people, courses, scans and
// frameworks), signs each question's demo person in, asks through the real API
// (`POST /api/assistants/{assistant}/messages`, JSON, the question's language as `x-locale`) and
// reports, per assistant and language, hit@3 (one of the question's expected passage keys among
// the first three passages retrieved for the answer, as stored with it for the managers' log),
// the misses, and the answer's latency (p50/p95, the request's wall time in process).
// Passages mode (no model) always; with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL set, a second
// run with the model. The exit code is 0 either way: it is a measure, not a gate.
// Options: --only=nova|iris|xen, --lang=en|pt, --no-page (ask from no page), --json=<file> (every answer's keys, for comparing runs).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import type { Answer } from "../contract/assistants.ts";
import { ASSISTANTS, type AssistantName } from "../contract/assistant-limits.ts";
import { assistantMessages } from "../server/api/assistants/schema.ts";
import { DEMO_ACCOUNTS } from "../server/api/organizations/seed/accounts.ts";
import { rateLimits } from "../server/db/schema/index.ts";
import { signIn } from "../server/test/auth-helpers.ts";
import { jsonBody, startTestApp, type TestApp } from "../server/test/harness.ts";

type Lang = "en" | "pt";
type Entry = { id: string; lang: Lang; as: string; question: string; expect: string[]; page?: string };
type EvalSet = { assistant: AssistantName; questions: Entry[] };
type Result = Entry & {
  assistant: AssistantName;
  hit: boolean;
  top3: string[];
  retrieved: string[];
  cited: string[];
  ms: number;
  status: number;
};

const TARGET = 0.9;
const args = process.argv.slice(2);
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = opt("only") as AssistantName | undefined;
const onlyLang = opt("lang") as Lang | undefined;
const jsonOut = opt("json");
/** Ask as if from no page: the page's suggested facts left out (to tell retrieval from the page's facts). */
const noPage = args.includes("--no-page");

/** The set of one assistant, checked enough that a typo in it fails loudly rather than counting as a miss. */
function loadSet(assistant: AssistantName): EvalSet {
  const file = path.join(import.meta.dirname, "..", "eval", "assistants", `${assistant}.json`);
  const set = JSON.parse(readFileSync(file, "utf8")) as EvalSet;
  const ids = new Set<string>();
  for (const q of set.questions) {
    if (ids.has(q.id)) throw new Error(`${file}: ${q.id} twice`);
    ids.add(q.id);
    if (!q.question?.trim() || !q.expect?.length || !["en", "pt"].includes(q.lang) || !q.as)
      throw new Error(`${file}: ${q.id} is incomplete`);
  }
  return set;
}

/** A demo person's site: the tenant's sub-domain (the first-party tenant answers on the bare host). */
function hostOf(email: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account.tenant === "skill5" ? "localhost:3000" : `${account.tenant}.localhost:3000`;
}

/** An expected key matches a retrieved one exactly, or with `*` standing for any text (ids made at seed time: `finding:*:dmarc-policy`). */
function matches(expected: string, key: string) {
  if (!expected.includes("*")) return expected === key;
  const re = new RegExp(
    `^${expected
      .split("*")
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  return re.test(key);
}

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

async function ask(t: TestApp, cookies: Map<string, string>, assistant: AssistantName, q: Entry): Promise<Result> {
  let cookie = cookies.get(q.as);
  if (!cookie) cookies.set(q.as, (cookie = await signIn(t, q.as, hostOf(q.as))));
  // the per-person limit (30 questions in 10 minutes) guards the product, not this measure
  await t.database.db.delete(rateLimits).where(like(rateLimits.key, "assistants:%"));
  const started = performance.now();
  const res = await t.req(`/api/assistants/${assistant}/messages`, {
    ...jsonBody({ message: q.question, ...(q.page && !noPage ? { page: q.page } : {}) }, { cookie, "x-locale": q.lang }),
    host: hostOf(q.as),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  let retrieved: string[] = [];
  let cited: string[] = [];
  if (res.status === 200) {
    const answer = (JSON.parse(body) as Answer).answer;
    const [row] = await t.database.db
      .select({ retrieved: assistantMessages.retrieved, citations: assistantMessages.citations })
      .from(assistantMessages)
      .where(eq(assistantMessages.id, answer.id));
    retrieved = row?.retrieved ?? [];
    cited = (row?.citations ?? []).map((c) => c.key);
  } else console.log(`  ${q.id}: ${res.status} ${body.slice(0, 200)}`);
  const top3 = retrieved.slice(0, 3);
  const hit = q.expect.some((e) => top3.some((k) => matches(e, k)));
  return { ...q, assistant, hit, top3, retrieved, cited, ms, status: res.status };
}

async function run(mode: "passages" | "model", env: Record<string, string>) {
  const t = await startTestApp("pglite", env);
  const cookies = new Map<string, string>();
  const results: Result[] = [];
  try {
    for (const assistant of ASSISTANTS.filter((a) => !only || a === only)) {
      const set = loadSet(assistant);
      const questions = set.questions.filter((q) => !onlyLang || q.lang === onlyLang);
      // one question per language unmeasured first: a process's first search builds the shipped texts' vectors
      for (const lang of ["en", "pt"] as const) {
        const first = questions.find((q) => q.lang === lang);
        if (first) await ask(t, cookies, assistant, first);
      }
      for (const q of questions) results.push(await ask(t, cookies, assistant, q));
    }
  } finally {
    await t.close();
  }
  report(mode, results);
  return results;
}

function report(mode: string, results: Result[]) {
  console.log(`\n== Assistants' evaluation, ${mode} mode${noPage ? ", asked from no page" : ""} ==`);
  console.log("assistant  lang  questions  hit@3     p50 ms  p95 ms");
  const groups = new Map<string, Result[]>();
  for (const r of results) groups.set(`${r.assistant} ${r.lang}`, [...(groups.get(`${r.assistant} ${r.lang}`) ?? []), r]);
  groups.set("all", results);
  const below: string[] = [];
  for (const [name, rs] of groups) {
    const rate = rs.filter((r) => r.hit).length / rs.length;
    const ms = rs.map((r) => r.ms);
    const [assistant, lang = ""] = name.split(" ");
    console.log(
      `${assistant!.padEnd(10)} ${lang.padEnd(5)} ${String(rs.length).padStart(9)}  ${pct(rate).padStart(7)}  ${percentile(ms, 50).toFixed(0).padStart(6)}  ${percentile(ms, 95).toFixed(0).padStart(6)}`,
    );
    if (rate < TARGET) below.push(`${name} ${pct(rate)}`);
  }
  const misses = results.filter((r) => !r.hit);
  if (misses.length) console.log(`\nMisses (${misses.length}):`);
  for (const m of misses) {
    console.log(`- ${m.id} [${m.as}] “${m.question}”`);
    console.log(`    expected any of: ${m.expect.join(", ")}`);
    console.log(`    top 3 retrieved: ${m.top3.join(", ") || "(none)"}`);
  }
  console.log(
    below.length
      ? `\nBELOW THE ${pct(TARGET)} hit@3 TARGET: ${below.join("; ")}`
      : `\nEvery assistant and language at or above the ${pct(TARGET)} hit@3 target.`,
  );
}

const all: Record<string, Result[]> = { passages: await run("passages", {}) };
if (process.env.LLM_BASE_URL && process.env.LLM_MODEL) {
  const env: Record<string, string> = { LLM_BASE_URL: process.env.LLM_BASE_URL, LLM_MODEL: process.env.LLM_MODEL };
  for (const k of ["LLM_API_KEY", "LLM_EMBEDDINGS_MODEL"] as const) if (process.env[k]) env[k] = process.env[k];
  all.model = await run("model", env);
} else console.log("\n(LLM_BASE_URL and LLM_MODEL not set: passages mode only.)");
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(all, null, 2)}\n`);
process.exit(0);
