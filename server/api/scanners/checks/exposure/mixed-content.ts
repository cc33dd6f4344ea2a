import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { startTags } from "../headers/html-tags.ts";
import { isHtml } from "./content.ts";
import { couldNotCheck, finding } from "./finding.ts";
import { failed, type ProbeResult } from "./probe.ts";

/**
 * Mixed content on the home page: an https page that loads resources over plain http. Scripts,
 * frames, stylesheets, objects and form targets ("active" content) can rewrite the whole page for
 * anyone on the network, and browsers block them, breaking the page; images, audio and video
 * ("passive") can be swapped or watched, and browsers upgrade or flag them. A <base> changes what
 * relative addresses mean, so every address is resolved as the browser would. With the
 * Content-Security-Policy directive upgrade-insecure-requests the browser fetches them over https
 * instead, which only works if they exist there: a warning, not a failure.
 */

const ID = "mixed-content";
export const POINTS = { active: -20, passive: -5, upgraded: -5 } as const;

type Kind = "active" | "passive";
const WANTED = new Set([
  "base",
  "script",
  "iframe",
  "frame",
  "link",
  "object",
  "embed",
  "form",
  "img",
  "source",
  "audio",
  "video",
  "input",
  "track",
  "meta",
]);
const ACTIVE_LINK_RELS = ["stylesheet", "preload", "modulepreload", "manifest"];

/** The addresses a tag loads, and whether they are active or passive content. */
function resourcesOf(name: string, attrs: Record<string, string>): [string, Kind][] {
  const srcset = (v: string | undefined) =>
    (v ?? "")
      .split(",")
      .map((c) => c.trim().split(/\s+/)[0]!)
      .filter(Boolean);
  switch (name) {
    case "script":
    case "iframe":
    case "frame":
    case "embed":
      return attrs.src ? [[attrs.src, "active"]] : [];
    case "object":
      return attrs.data ? [[attrs.data, "active"]] : [];
    case "form":
      return attrs.action ? [[attrs.action, "active"]] : [];
    case "link": {
      const rels = (attrs.rel ?? "").toLowerCase().split(/\s+/);
      if (!attrs.href) return [];
      if (rels.some((r) => ACTIVE_LINK_RELS.includes(r))) return [[attrs.href, "active"]];
      return rels.includes("icon") ? [[attrs.href, "passive"]] : [];
    }
    case "img":
    case "source":
      return [...(attrs.src ? [attrs.src] : []), ...srcset(attrs.srcset)].map((u): [string, Kind] => [u, "passive"]);
    case "audio":
    case "video":
      return [...(attrs.src ? [attrs.src] : []), ...(attrs.poster ? [attrs.poster] : [])].map((u): [string, Kind] => [u, "passive"]);
    case "input":
      return attrs.type?.toLowerCase() === "image" && attrs.src ? [[attrs.src, "passive"]] : [];
    case "track":
      return attrs.src ? [[attrs.src, "passive"]] : [];
    default:
      return [];
  }
}

const upgrades = (policy: string | undefined) =>
  !!policy && policy.split(/[;,]/).some((d) => d.trim().toLowerCase() === "upgrade-insecure-requests");

export function mixedContentTest(home: ProbeResult): ScanTest {
  if (failed(home)) return couldNotCheck(ID, home);
  if (new URL(home.url).protocol !== "https:") return finding(ID, ID, "notHttps", "info", 0, { url: home.url }, { url: home.url });
  if (!isHtml(home.body, home.mediaType))
    return finding(ID, ID, "notHtml", "info", 0, { url: home.url, contentType: home.mediaType }, { url: home.url });

  const tags = startTags(home.body.toString("utf8"), WANTED);
  const baseTag = tags.find((t) => t.name === "base" && t.attrs.href);
  let base = home.url;
  try {
    if (baseTag) base = new URL(baseTag.attrs.href!, home.url).href;
  } catch {
    // an unusable <base> is ignored by browsers too
  }
  const insecure: Record<Kind, { tag: string; url: string }[]> = { active: [], passive: [] };
  for (const { name, attrs } of tags) {
    for (const [raw, kind] of resourcesOf(name, attrs)) {
      let url: URL;
      try {
        url = new URL(raw.trim(), base);
      } catch {
        continue;
      }
      if (url.protocol === "http:") insecure[kind].push({ tag: name, url: url.href });
    }
  }
  const metaPolicy = tags
    .filter((t) => t.name === "meta" && t.attrs["http-equiv"]?.trim().toLowerCase() === "content-security-policy")
    .map((t) => t.attrs.content ?? "");
  const upgraded = [...(home.headers["content-security-policy"] ?? []), ...metaPolicy].some(upgrades);
  const evidence = {
    url: home.url,
    active: insecure.active.slice(0, 20),
    passive: insecure.passive.slice(0, 20),
    upgradeInsecureRequests: upgraded,
  };
  const list = (items: { url: string }[]) => [...new Set(items.map((i) => i.url))].slice(0, 5).join(", ");

  if (insecure.active.length && upgraded)
    return finding(ID, ID, "upgraded", "warning", POINTS.upgraded, evidence, { urls: list(insecure.active) }, "serveHttps");
  if (insecure.active.length)
    return finding(ID, ID, "active", "fail", POINTS.active, evidence, { urls: list(insecure.active) }, "serveHttps");
  if (insecure.passive.length)
    return finding(ID, ID, "passive", "warning", POINTS.passive, evidence, { urls: list(insecure.passive) }, "serveHttps");
  return finding(ID, ID, "none", "pass", 0, evidence);
}
