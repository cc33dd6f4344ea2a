import { describe, expect, it } from "vitest";
import type { PassageKind } from "../../../contract/assistant-limits.ts";
import { createLogger } from "../../platform/logger.ts";
import type { AssistantAsker, AssistantSource, Passage } from "../area.ts";
import { createLlm } from "./llm.ts";
import { retrieve } from "./retrieval.ts";

// How the passages of the sources are put in order: what the question asks for first, then what
// it matches, then what the page only suggests (it must never push a match out).

const asker: AssistantAsker = { tenantId: "t", entityId: "e", userId: "u", locale: "en", permissions: [], features: [] };
const passage = (key: string, kind: PassageKind, score: number): Passage => ({ key, kind, title: key, text: key, url: "/", score });
/** A source as an area lends one: these facts and these matches, whatever the question. */
const source = (facts: Passage[], found: Passage[]): AssistantSource => ({
  assistant: "xen",
  search: async (_a, q) => found.slice(0, q.limit),
  facts: async () => facts,
});
const opts = { llm: createLlm({}), logger: createLogger("silent") };

describe("the order of an answer's passages", () => {
  it("puts the matches before the facts the page only suggests", async () => {
    const s = source(
      [passage("fact:readiness", "framework", 0.01), passage("fact:overdue", "requirement", 0.01)],
      [passage("requirement:iso-27001-2022:A.8.24", "requirement", 0.9), passage("requirement:iso-27001-2022:A.8.5", "requirement", 0.2)],
    );
    const { passages } = await retrieve([s], asker, { text: "What evidence does A.8.24 need?", page: "/compliance" }, opts);
    expect(passages.map((p) => p.key)).toEqual([
      "requirement:iso-27001-2022:A.8.24",
      "requirement:iso-27001-2022:A.8.5",
      "fact:readiness",
      "fact:overdue",
    ]);
  });

  it("puts a fact the question asks for first, and each key once", async () => {
    const s = source(
      [passage("fact:overdue", "requirement", 10), passage("fact:readiness", "framework", 0.01)],
      [passage("requirement:lgpd:art-37", "requirement", 0.5), passage("fact:overdue", "requirement", 0.3)],
    );
    const { passages } = await retrieve([s], asker, { text: "What is overdue?" }, opts);
    expect(passages.map((p) => p.key)).toEqual(["fact:overdue", "requirement:lgpd:art-37", "fact:readiness"]);
  });
});
