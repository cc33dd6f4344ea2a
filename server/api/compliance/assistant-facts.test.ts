import { describe, expect, it } from "vitest";
import { wanted } from "./assistant-facts.ts";

/** The facts a question asks for (weight 10), asked from no page. */
const asked = (q: string) => [...wanted(q, undefined)].filter(([, w]) => w === 10).map(([name]) => name);

describe("Xen's fact words", () => {
  it("hears requirements past their due date, in both languages", () => {
    expect(asked("Which requirements are past their due date?")).toEqual(["overdue"]);
    expect(asked("Which controls have missed their deadline?")).toEqual(["overdue"]);
    expect(asked("Quais requisitos já passaram do prazo?")).toEqual(["overdue"]);
  });

  it("takes 'do we have to' and 'temos' for a duty, not for the evidence the company lacks", () => {
    expect(asked("A customer wants to take his data to a competitor. Do we have to provide it?")).toEqual([]);
    expect(asked("Um cliente quer levar os dados dele para um concorrente. Temos que fornecer?")).toEqual([]);
    expect(asked("Uma cliente pediu para apagarmos tudo o que temos sobre ela. O que a lei exige?")).toEqual([]);
    expect(asked("When someone leaves the company, what do we have to do about their laptop and badge?")).toEqual([]);
  });

  it("still hears a question about evidence or documents the company has", () => {
    expect(asked("Which controls still have no evidence attached?")).toEqual(["missing-evidence"]);
    expect(asked("Que evidências o controle A.8.24 da ISO pede, e nós temos?")).toEqual(["missing-evidence"]);
    expect(asked("Do we have the documents for the access control policy?")).toEqual(["missing-evidence"]);
    expect(asked("Temos os registros de treinamento dos funcionários?")).toEqual(["missing-evidence"]);
  });

  it("suggests all three facts on a compliance page, with a small weight", () => {
    expect([...wanted("hello", "/pt/compliance")].map(([, w]) => w)).toEqual([0.01, 0.01, 0.01]);
  });
});
