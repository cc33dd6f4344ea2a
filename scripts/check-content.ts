// Validates every library course file (contract/course-content.ts) and the skill-gap bank, and checks
// the library's quality rules (server/api/learning/seed/content-rules.ts: answer bias, repeats, reading time,
// Portuguese house style, no option named by its place since options are shuffled): prints the
// statistics and exits non-zero when a rule breaks.
import { TOPIC_IDS } from "../contract/skill-gap-topics.ts";
import { checkBank, checkLibrary, formatStats } from "../server/api/learning/seed/content-rules.ts";
import { loadLibraryContent } from "../server/api/learning/seed/library.ts";

let courses;
let bank;
try {
  courses = await loadLibraryContent();
  bank = (await import("../server/api/learning/skill-gap-bank/index.ts")).SKILL_GAP_BANK;
} catch (e) {
  console.error(`✖ ${(e as Error).message}`);
  process.exit(1);
}
const report = checkLibrary(courses);
for (const w of report.words) {
  const c = courses.find((x) => x.slug === w.slug)!;
  console.log(`✔ ${w.slug}: ${c.en.steps.length} steps, ${c.en.challenge.questions.length} questions, ${w.en} words en / ${w.pt} pt`);
}
console.log("\nCourse challenges");
for (const lang of ["en", "pt"] as const) for (const line of formatStats(lang, report.stats[lang])) console.log(line);
const gap = checkBank(bank, TOPIC_IDS, courses);
console.log(
  `\nSkill-gap bank: ${bank.length} items; per topic ${Object.entries(gap.perTopic)
    .map(([t, n]) => `${t} ${n}`)
    .join(", ")}`,
);
for (const lang of ["en", "pt"] as const) for (const line of formatStats(lang, gap.stats[lang])) console.log(line);
const problems = [...report.problems, ...gap.problems];
if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems) console.log(`✖ ${p}`);
  process.exit(1);
}
console.log("\nThe library meets its rules.");
