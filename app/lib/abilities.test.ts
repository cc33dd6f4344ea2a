import { describe, expect, it } from "vitest";
import { abilitiesOf } from "./abilities.ts";

describe("what the viewer may do", () => {
  it("answers from the user view's permissions and its entity's features", () => {
    const { can, hasFeature } = abilitiesOf({ permissions: ["view-users", "manage-users"], features: ["import-csv"] });
    expect(can("manage-users")).toBe(true);
    expect(can("generate-reports")).toBe(false);
    expect(hasFeature("import-csv")).toBe(true);
    expect(hasFeature("scanners")).toBe(false);
  });

  it("lets a visitor do nothing", () => {
    const { can, hasFeature } = abilitiesOf(null);
    expect(can("base-user")).toBe(false);
    expect(hasFeature("training")).toBe(false);
  });
});

describe("a feature the viewer's entity has", () => {
  it("counts basic training as training, as the guards do", () => {
    expect(abilitiesOf({ permissions: [], features: ["basic-training"] }).hasFeature("training")).toBe(true);
    expect(abilitiesOf({ permissions: [], features: ["basic-training"] }).hasFeature("badges")).toBe(false);
  });
});
