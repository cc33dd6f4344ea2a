import { describe, expect, it } from "vitest";
import { profileDefaults } from "./profile-defaults.ts";

const person = { name: "Sol Boss", email: "sol@seatco.example", userEntities: [], signUpCompanyName: null };
const entity = (type: "company" | "individual", name: string) => ({
  entity: { id: "e1", name, type, features: [], stripeCustomerId: null },
  roles: [],
});

describe("what completing the profile starts from", () => {
  it("offers the company name typed at sign-up instead of asking for it again", () => {
    expect(profileDefaults({ ...person, signUpCompanyName: "SeatCo" })).toEqual({
      name: "Sol Boss",
      email: "sol@seatco.example",
      accountType: "company",
      entityName: "SeatCo",
    });
  });

  it("keeps the company's own name once it exists, and none for an individual account", () => {
    expect(profileDefaults({ ...person, signUpCompanyName: "SeatCo", userEntities: [entity("company", "SeatCo Ltd")] }).entityName).toBe(
      "SeatCo Ltd",
    );
    expect(profileDefaults({ ...person, signUpCompanyName: "Somewhere", userEntities: [entity("individual", "Sol Boss")] })).toMatchObject({
      accountType: "individual",
      entityName: "",
    });
    expect(profileDefaults(person).entityName).toBe("");
  });
});
