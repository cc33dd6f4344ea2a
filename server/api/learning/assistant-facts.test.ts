import { describe, expect, it } from "vitest";
import { factsWanted } from "./assistant-facts.ts";

/** The facts a question asks for (weight 10), asked from no page. */
const asked = (q: string) => [...factsWanted(q, undefined)].filter(([, w]) => w === 10).map(([name]) => name);

describe("Nova's fact words", () => {
  it("hears a question about what to study next, in both languages", () => {
    expect(asked("What should I study next?")).toContain("next-course");
    expect(asked("what next?")).toContain("next-course");
    expect(asked("O que eu deveria estudar agora?")).toContain("next-course");
    expect(asked("O que eu devo estudar agora?")).toContain("next-course");
    expect(asked("Qual o próximo curso que eu faço?")).toContain("next-course");
  });

  it("does not take 'next', 'what should I do' or 'próxima' in a security question for the next course", () => {
    expect(asked("A supplier e-mailed us new bank details for the next invoice. What do I check before paying?")).toEqual([]);
    expect(asked("Um fornecedor mandou por e-mail novos dados bancários para a próxima fatura. O que confiro antes de pagar?")).toEqual([]);
    expect(asked("My phone keeps asking me to approve sign-ins I never started. What should I do?")).toEqual([]);
    expect(asked("My files suddenly have strange extensions and there is a ransom note. What do I do first?")).toEqual([]);
  });

  it("hears courses started and never finished", () => {
    expect(asked("Which courses did I start and never finish?")).toEqual(["in-progress"]);
    expect(asked("Quais cursos eu comecei e nunca terminei?")).toEqual(["in-progress"]);
    expect(asked("Quais cursos eu comecei e não terminei?")).toEqual(["in-progress"]);
  });

  it("takes a learning badge for the badges fact, never an office's access badge (crachá)", () => {
    expect(asked("Which badges have I earned so far?")).toEqual(["badges"]);
    expect(asked("Quais medalhas eu já conquistei até agora?")).toEqual(["badges"]);
    expect(asked("Someone without a badge walked in right behind me through the office gate. Was that a problem?")).toEqual([]);
    expect(asked("Uma pessoa sem crachá entrou logo atrás de mim pela catraca do escritório. Isso é um problema?")).toEqual([]);
    expect(asked("Should I lend my door badge to a visitor?")).toEqual([]);
  });

  it("adds the facts a page suggests with a small weight", () => {
    expect([...factsWanted("hello", "/pt/training/courses")]).toEqual([
      ["next-course", 0.01],
      ["in-progress", 0.01],
    ]);
  });
});
