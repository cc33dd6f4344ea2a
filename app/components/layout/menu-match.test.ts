import { describe, expect, it } from "vitest";
import { exactOnly } from "./menu-match.ts";

const items = [
  { to: "/my-company", end: true },
  { to: "/my-company/members" },
  { to: "/my-company/settings" },
  { to: "/my-company/settings/whitelabel" },
];
const current = (path: string) =>
  items.filter((i) => (exactOnly(i, items, path) ? path === i.to : path === i.to || path.startsWith(`${i.to}/`))).map((i) => i.to);

describe("the side menu marks one current page", () => {
  it("marks the most specific item of the menu that covers the page", () => {
    expect(current("/my-company/settings/whitelabel")).toEqual(["/my-company/settings/whitelabel"]);
    // a page under Settings that has no item of its own belongs to Settings
    expect(current("/my-company/settings/lti")).toEqual(["/my-company/settings"]);
    expect(current("/my-company/settings")).toEqual(["/my-company/settings"]);
    expect(current("/my-company/members/123")).toEqual(["/my-company/members"]);
    expect(current("/my-company")).toEqual(["/my-company"]);
  });
});
