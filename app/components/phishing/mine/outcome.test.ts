import { describe, expect, it } from "vitest";
import { RECIPIENT_OUTCOMES } from "../../../../contract/phishing-limits.ts";
import en from "../../../../contract/i18n/en/route/phishingLanding.json" with { type: "json" };
import pt from "../../../../contract/i18n/pt/route/phishingLanding.json" with { type: "json" };
import { myOutcome } from "./outcome.ts";

// What a person's own page says of each simulation: a click or a submission is "you clicked",
// a report is praised, an unclicked message is a quiet success, one that never arrived is neither.

describe("a learner's own simulation outcome", () => {
  it("reads every recipient outcome as one of four kind messages", () => {
    expect(Object.fromEntries(RECIPIENT_OUTCOMES.map((o) => [o, myOutcome(o)]))).toEqual({
      submitted: "clicked",
      clicked: "clicked",
      reported: "reported",
      opened: "ignored",
      delivered: "ignored",
      sent: "ignored",
      bounced: "missed",
      pending: "missed",
      cancelled: "missed",
    });
  });

  it("has a label and a message for each in both languages", () => {
    for (const catalog of [en, pt])
      for (const o of ["reported", "clicked", "ignored", "missed"] as const) {
        expect(catalog.mine.outcomes[o]).toBeTruthy();
        expect(catalog.mine.messages[o]).toBeTruthy();
      }
  });
});
