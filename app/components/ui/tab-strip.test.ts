import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "./tab-strip.ts";

describe("the keys of a tab list", () => {
  it("steps with the arrows, round the ends", () => {
    expect(tabKeyTarget("ArrowRight", 0, 3)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 2, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 1, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 3)).toBe(2);
  });

  it("goes to the first tab with Home and to the last with End", () => {
    expect(tabKeyTarget("Home", 2, 3)).toBe(0);
    expect(tabKeyTarget("End", 0, 3)).toBe(2);
  });

  it("leaves any other key alone", () => {
    expect(tabKeyTarget("Tab", 1, 3)).toBeNull();
    expect(tabKeyTarget("ArrowDown", 1, 3)).toBeNull();
  });
});
