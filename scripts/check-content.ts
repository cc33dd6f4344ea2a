// Validates every library course file against contract/course-content.ts and reports word counts.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { courseContentSchema } from "../contract/course-content.ts";

const dir = path.resolve("server/db/seed/content");
let bad = 0;
for (const f of readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "index.ts")) {
  const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default: unknown };
  const r = courseContentSchema.safeParse(mod.default);
  if (!r.success) {
    bad++;
    console.log(`✖ ${f}\n${r.error.issues.map((i) => `   ${i.path.join(".")}: ${i.message}`).join("\n")}`);
    continue;
  }
  const words = (l: "en" | "pt") => r.data[l].steps.flatMap((s) => [...s.body, ...s.takeaways]).join(" ").split(/\s+/).length;
  console.log(`✔ ${f}: ${r.data.en.steps.length} steps, ${r.data.en.challenge.questions.length} questions, ${words("en")} words en / ${words("pt")} pt`);
}
process.exit(bad ? 1 : 0);
