import { describe, expect, it } from "vitest";
import { wanted } from "./assistant-facts.ts";

/** The facts a question asks for (weight 10), asked from no page. */
const asked = (q: string) => [...wanted(q, undefined)].filter(([, w]) => w === 10).map(([name]) => name);

describe("Iris's fact words", () => {
  it("lists the sites when asked for the entity's sites or their grades, in both languages", () => {
    expect(asked("What grade did our websites get in the last scan?")).toEqual(["sites"]);
    expect(asked("Que nota nossos sites tiraram na última verificação?")).toEqual(["sites"]);
    expect(asked("Which sites do we have?")).toEqual(["sites"]);
  });

  it("does not take 'the site' or 'our site' in a question about one check for the list of sites", () => {
    expect(asked("People who type http:// stay on the insecure version of the site.")).toEqual([]);
    expect(asked("Quem digita http:// fica na versão insegura do site.")).toEqual([]);
    expect(asked("Ao abrir uma pasta do nosso site aparece a lista de todos os arquivos dela.")).toEqual([]);
    expect(asked("Can full page addresses leak to other sites when visitors click our links?")).toEqual([]);
  });

  it("hears what to fix first", () => {
    expect(asked("Quais problemas dos nossos sites devemos corrigir primeiro?")).toEqual(["open-failures", "sites"]);
  });
});
