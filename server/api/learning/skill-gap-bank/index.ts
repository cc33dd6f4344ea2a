import { SKILL_GAP_TOPICS } from "../../../../contract/skill-gap-topics.ts";
import cybersecurity from "./cybersecurity.ts";
import privacy from "./privacy-compliance.ts";
import professional from "./professional-skills.ts";
import { bankItemSchema, type BankItem } from "./schema.ts";

export type { BankItem };
export type Item = BankItem & { area: (typeof SKILL_GAP_TOPICS)[number]["area"]; multiple: boolean };

/** The skill-gap test's item bank, validated when the server starts (a broken item stops it, with its id). */
export const SKILL_GAP_BANK: readonly Item[] = [...cybersecurity, ...privacy, ...professional].map((raw) => {
  const parsed = bankItemSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `Skill-gap item ${raw.id} is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
    );
  const item = parsed.data;
  return { ...item, area: SKILL_GAP_TOPICS.find((t) => t.id === item.topic)!.area, multiple: item.multiple ?? item.correct.length > 1 };
});
