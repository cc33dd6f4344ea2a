import { describe, expect, it } from "vitest";
import { UNKNOWN_EVENT, type TrackerConfig } from "../../contract/analytics-rules.ts";
import {
  blockMessage,
  collectEndpoint,
  directiveEvent,
  domainAllowed,
  eventName,
  hitBody,
  isLocalhost,
  trackerBlock,
  TRACKER_MESSAGES,
  type TrackerEnvironment,
} from "./tracker-rules.ts";

const own: TrackerConfig = { website: "acme", host: "https://acme.example.com", kind: "own", domains: [], ignoreLocalhost: false };
const browser: TrackerEnvironment = { hostname: "acme.example.com", disableFlag: null, doNotTrack: null, globalPrivacyControl: undefined };
const page = {
  hostname: "acme.example.com",
  url: "/pricing?utm_source=x",
  referrer: "https://www.google.com/",
  title: "Pricing",
  screen: "1280x720",
  language: "en-US",
};

describe("when the usage tracker stays off (§5, and the browser's own request)", () => {
  it("sends by default", () => {
    expect(trackerBlock(own, browser)).toBeNull();
  });

  it("is off without a website id", () => {
    expect(trackerBlock({ ...own, website: null }, browser)).toBe("id");
    expect(trackerBlock({ ...own, website: "" }, browser)).toBe("id");
  });

  it("is off when the host is missing or not an http(s) address", () => {
    expect(trackerBlock({ ...own, host: null }, browser)).toBe("host");
    expect(trackerBlock({ ...own, host: "umami.example.com" }, browser)).toBe("host");
    expect(trackerBlock({ ...own, host: "javascript:alert(1)" }, browser)).toBe("host");
    expect(trackerBlock({ ...own, host: "http://localhost:3000" }, browser)).toBeNull();
  });

  it("is off on localhost only when told to ignore it", () => {
    for (const hostname of ["localhost", "acme.localhost", "127.0.0.1", "[::1]"]) {
      expect(isLocalhost(hostname)).toBe(true);
      expect(trackerBlock({ ...own, ignoreLocalhost: true }, { ...browser, hostname })).toBe("localhost");
      expect(trackerBlock(own, { ...browser, hostname })).toBeNull();
    }
    expect(isLocalhost("localhost.example.com")).toBe(false);
    expect(trackerBlock({ ...own, ignoreLocalhost: true }, browser)).toBeNull();
  });

  it("is off while the local disable flag is set, whatever its value", () => {
    expect(trackerBlock(own, { ...browser, disableFlag: "1" })).toBe("disable-flag");
    expect(trackerBlock(own, { ...browser, disableFlag: "" })).toBe("disable-flag");
  });

  it("is off on a domain outside the allowed list; an empty list allows all, *.domain its sub-domains", () => {
    const listed = { ...own, domains: ["learn.example.com", "*.acme.test"] };
    expect(trackerBlock(listed, browser)).toBe("domain");
    expect(trackerBlock(listed, { ...browser, hostname: "learn.example.com" })).toBeNull();
    expect(trackerBlock(listed, { ...browser, hostname: "www.acme.test" })).toBeNull();
    expect(domainAllowed("acme.test", ["*.acme.test"])).toBe(false);
    expect(domainAllowed("evilacme.test", ["*.acme.test"])).toBe(false);
    expect(domainAllowed("LEARN.example.com", ["learn.example.com"])).toBe(true);
  });

  it("is off when the browser sends Do Not Track or Global Privacy Control", () => {
    expect(trackerBlock(own, { ...browser, doNotTrack: "1" })).toBe("do-not-track");
    expect(trackerBlock(own, { ...browser, doNotTrack: "yes" })).toBe("do-not-track");
    expect(trackerBlock(own, { ...browser, globalPrivacyControl: true })).toBe("do-not-track");
    expect(trackerBlock(own, { ...browser, doNotTrack: "0", globalPrivacyControl: false })).toBeNull();
  });

  it("checks in the order of §5, so the console names the first reason", () => {
    const everything = { ...own, website: null, host: null, ignoreLocalhost: true, domains: ["other.test"] };
    expect(trackerBlock(everything, { hostname: "localhost", disableFlag: "1", doNotTrack: "1", globalPrivacyControl: true })).toBe("id");
    expect(
      trackerBlock(
        { ...everything, website: "acme" },
        { hostname: "localhost", disableFlag: "1", doNotTrack: "1", globalPrivacyControl: true },
      ),
    ).toBe("host");
  });

  it("tells the console why (§8)", () => {
    expect(blockMessage("domain", { hostname: "evil.test" })).toBe(
      "[tracker] Off: evil.test is not one of the allowed domains (ANALYTICS_DOMAINS).",
    );
    expect(blockMessage("id", browser)).toBe("[tracker] Off: the website id is missing (ANALYTICS_WEBSITE_ID).");
    expect(blockMessage("host", browser)).toMatch(/analytics host is missing/);
    expect(blockMessage("localhost", browser)).toMatch(/localhost/);
    expect(blockMessage("disable-flag", browser)).toBe('[tracker] Off in this browser: local storage holds "umami.disabled".');
    expect(blockMessage("do-not-track", browser)).toMatch(/Do Not Track or Global Privacy Control/);
    expect(TRACKER_MESSAGES.collect("429")).toBe("[tracker] The collect endpoint did not take a hit (429).");
    expect(TRACKER_MESSAGES.directive("")).toMatch(/^\[tracker\] Invalid data-track directive ""/);
  });
});

describe("what the tracker sends", () => {
  it("names an event without a name #unknown-event (§8)", () => {
    expect(eventName(undefined)).toBe(UNKNOWN_EVENT);
    expect(eventName("   ")).toBe(UNKNOWN_EVENT);
    expect(eventName(42)).toBe(UNKNOWN_EVENT);
    expect(eventName(" signup-completed ")).toBe("signup-completed");
    expect(eventName("x".repeat(80))).toHaveLength(50);
  });

  it("reads the declarative form, and refuses a directive without a usable name", () => {
    expect(
      directiveEvent("plan-chosen", [
        { name: "data-track", value: "plan-chosen" },
        { name: "data-track-plan", value: "team" },
        { name: "class", value: "btn" },
      ]),
    ).toEqual({ name: "plan-chosen", data: { plan: "team" } });
    expect(directiveEvent("cta", [])).toEqual({ name: "cta" });
    expect(directiveEvent("  ", [])).toBeNull();
    expect(directiveEvent("x".repeat(51), [])).toBeNull();
  });

  it("sends page views as our pageview type to our endpoint, and as Umami's nameless event to an Umami host", () => {
    expect(collectEndpoint(own)).toBe("https://acme.example.com/api/collect");
    expect(hitBody(own, page)).toEqual({ type: "pageview", payload: { website: "acme", ...page } });
    const umami: TrackerConfig = {
      ...own,
      website: "9d4c1a2e-0000-4000-8000-000000000001",
      host: "https://umami.example.com/stats/",
      kind: "umami",
    };
    expect(collectEndpoint(umami)).toBe("https://umami.example.com/stats/api/send");
    expect(hitBody(umami, page)).toEqual({ type: "event", payload: { website: umami.website, ...page } });
  });

  it("sends events with their name and data (§7)", () => {
    expect(hitBody(own, page, { name: "plan-chosen", data: { plan: "team" } })).toEqual({
      type: "event",
      payload: { website: "acme", ...page, name: "plan-chosen", data: { plan: "team" } },
    });
    expect(hitBody(own, page, { name: UNKNOWN_EVENT })).toEqual({
      type: "event",
      payload: { website: "acme", ...page, name: UNKNOWN_EVENT },
    });
  });
});
