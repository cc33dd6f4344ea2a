import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, findInputProblems, isUnstorableText } from "./unstorable-text.ts";

describe("unstorable text", () => {
  it("finds NUL and surrogates without their other half, anywhere in a string", () => {
    for (const bad of ["\u0000", "Ana\u0000", "\ud800", "x\ud800y", "\udc00", "x\udc00", "\udc00\ud800", "😀\ud83d", "\ude00😀"]) {
      expect(isUnstorableText(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it("accepts real text: accents, other scripts, emoji (surrogate pairs), control characters PostgreSQL stores", () => {
    for (const good of ["", "São Paulo", "日本語", "😀", "👩🏽‍💻 team", "\t\n\r", "\u0001", "\uFFFD", "%00", "\\u0000"]) {
      expect(isUnstorableText(good), JSON.stringify(good)).toBe(false);
    }
  });
});

describe("input problems in a parsed JSON body", () => {
  it("names the path of every bad value, at any depth, and of the object holding a bad key", () => {
    const body = JSON.parse(
      '{"name":"Ana\\u0000","ok":"fine","tags":["a","\\ud800"],"nested":{"deep":{"x":"\\udc00"}},"map":{"k\\u0000":1}}',
    );
    expect(findInputProblems(body)).toEqual([
      { path: "name", kind: "text" },
      { path: "tags.1", kind: "text" },
      { path: "nested.deep.x", kind: "text" },
      { path: "map", kind: "text" },
    ]);
  });

  it("reports nothing for a clean body, or for values that are not text", () => {
    expect(findInputProblems({ name: "Ana Souza", age: 30, flags: [true, null], when: { at: "2024-01-01" } })).toEqual([]);
    expect(findInputProblems(null)).toEqual([]);
    expect(findInputProblems(42)).toEqual([]);
    expect(findInputProblems("top-level\u0000")).toEqual([{ path: "", kind: "text" }]);
  });

  it("refuses nesting past the limit, without overflowing the stack on 10,000 levels", () => {
    const deep = JSON.parse(`${"[".repeat(10_000)}${"]".repeat(10_000)}`);
    expect(findInputProblems(deep)).toEqual([{ path: Array.from({ length: MAX_JSON_DEPTH }, () => "0").join("."), kind: "depth" }]);
    let ok: unknown = "leaf";
    for (let i = 0; i < MAX_JSON_DEPTH; i++) ok = [ok];
    expect(findInputProblems(ok)).toEqual([]);
  });

  it("stops after the limit on a body full of problems", () => {
    const many = Array.from({ length: 100_000 }, () => "\u0000");
    expect(findInputProblems(many, MAX_JSON_DEPTH, 5)).toHaveLength(5);
  });
});
