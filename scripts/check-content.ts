// Validates every library course file (contract/course-content.ts) and checks the library's quality
// rules (server/db/seed/content-rules.ts): prints the statistics and exits non-zero when a rule breaks.
import { checkLibrary, formatStats } from "../server/db/seed/content-rules.ts";
import { loadLibraryContent } from "../server/db/seed/courses.ts";

let courses;
try {
  courses = await loadLibraryContent();
} catch (e) {
  console.error(`✖ ${(e as Error).message}`);
  process.exit(1);
}
const report = checkLibrary(courses);
for (const w of report.words) {
  const c = courses.find((x) => x.slug === w.slug)!;
  console.log(`✔ ${w.slug}: ${c.en.steps.length} steps, ${c.en.challenge.questions.length} questions, ${w.en} words en / ${w.pt} pt`);
}
console.log("");
for (const lang of ["en", "pt"] as const) for (const line of formatStats(lang, report.stats[lang])) console.log(line);
if (report.problems.length) {
  console.log(`\n${report.problems.length} problem(s):`);
  for (const p of report.problems) console.log(`✖ ${p}`);
  process.exit(1);
}
console.log("\nThe library meets its rules.");
