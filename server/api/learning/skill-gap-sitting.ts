import { randomBytes } from "node:crypto";
import { AREAS } from "../../../contract/course-areas.ts";
import { SKILL_GAP_PER_AREA, SKILL_GAP_TOPICS } from "../../../contract/skill-gap-topics.ts";
import type { Locale } from "../../../contract/constants.ts";
import { SKILL_GAP_BANK, type Item } from "./skill-gap-bank/index.ts";
import { optionIds, permutation } from "./shuffle.ts";

/**
 * One sitting of the skill-gap test, drawn from its seed: every area measured by the same number
 * of items, its topics taken in turn so each gets its share; items and options in an order of the
 * sitting's own. The same seed draws the same sitting, so a reload shows what the visitor saw.
 */
/** A new sitting's seed (16 base64url characters; contract/skill-gap.ts SITTING_PATTERN). */
export const newSitting = () => randomBytes(12).toString("base64url");

const pick = <T>(xs: readonly T[], seed: string) => permutation(xs.length, seed).map((i) => xs[i]!);

export function drawSitting(seed: string, bank: readonly Item[] = SKILL_GAP_BANK): Item[] {
  const drawn = AREAS.flatMap((area) => {
    const topics = pick(
      SKILL_GAP_TOPICS.filter((t) => t.area === area),
      `${seed}:${area}`,
    ).map((t) =>
      pick(
        bank.filter((i) => i.topic === t.id),
        `${seed}:${t.id}`,
      ),
    );
    const out: Item[] = [];
    for (let round = 0; out.length < SKILL_GAP_PER_AREA && topics.some((items) => items.length > round); round++) {
      for (const items of topics) if (items[round] && out.length < SKILL_GAP_PER_AREA) out.push(items[round]!);
    }
    return out;
  });
  return pick(drawn, `${seed}:order`);
}

/** An item's option ids (stable across sittings and languages) and the order this sitting shows them in. */
export function served(item: Item, seed: string) {
  const ids = optionIds("skill-gap", item.id, item.en.options.length);
  return { ids, order: permutation(ids.length, `${seed}:${item.id}`) };
}

/** The sitting's questions as the visitor sees them: no answers. */
export function sittingQuestions(seed: string, locale: Locale) {
  return drawSitting(seed).map((item) => {
    const { ids, order } = served(item, seed);
    const text = item[locale];
    const choices = order.map((k) => ({ id: ids[k]!, text: text.options[k]! }));
    return {
      id: item.id,
      area: item.area,
      topic: item.topic,
      prompt: text.prompt,
      options: choices.map((c) => c.text),
      choices,
      multiple: item.multiple,
    };
  });
}
