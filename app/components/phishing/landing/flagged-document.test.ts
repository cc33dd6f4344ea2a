import { describe, expect, it } from "vitest";
import type { RedFlag } from "../../../../contract/phishing.ts";
import { flagNumber, flaggedDocument } from "./flagged-document.ts";

const flags: RedFlag[] = [
  { id: "sender", target: "sender", title: "Unknown sender", detail: "From outside." },
  { id: "link", target: "body", title: "Odd link", detail: "Another site." },
  { id: "urgency", target: "body", title: "Urgency", detail: "Act now." },
];

describe("a message's red flags marked in its frame", () => {
  it("outlines each body flag's element and numbers it as the list beside it does", () => {
    const doc = flaggedDocument('<p><a data-flag="link" href="#">Keep</a> <b data-flag="urgency">today</b></p>', flags);
    expect(doc).toContain('[data-flag="link"]{outline:3px solid');
    expect(doc).toContain('[data-flag="link"]::before{content:"2"');
    expect(doc).toContain('[data-flag="urgency"]::before{content:"3"');
    // the sender is numbered on the From line, not inside the message
    expect(doc).not.toContain('[data-flag="sender"]');
    expect(doc).toContain('<a data-flag="link" href="#">Keep</a>');
    expect(flagNumber(flags, "urgency")).toBe(3);
  });

  it("never writes an id that is not a flag id into the style", () => {
    const odd = [{ id: 'x"]{}body{display:none', target: "body", title: "t", detail: "d" }] as RedFlag[];
    expect(flaggedDocument("<p>hi</p>", odd)).not.toContain("display:none");
  });
});
