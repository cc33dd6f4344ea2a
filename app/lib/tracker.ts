import { TRACK_ATTRIBUTE, TRACKER_DISABLE_KEY, type TrackerConfig } from "../../contract/analytics-rules.ts";
import {
  TRACKER_MESSAGES,
  blockMessage,
  collectEndpoint,
  directiveEvent,
  eventData,
  eventName,
  hitBody,
  trackerBlock,
  type PageFacts,
  type TrackerBlock,
  type TrackerEnvironment,
} from "./tracker-rules.ts";

// The usage tracker in the browser (§7, docs/decisions/0026-usage-tracker.md). Loaded on demand
// a moment after the first page finished, so the first load does not carry it. No cookie, no
// identifier of its own: the server tells visitors apart with a hash salted anew every day.

let config: TrackerConfig | null = null;
let lastUrl: string | null = null;
let told: TrackerBlock | null = null;
let listening = false;
const waiting: { name: string; data?: Record<string, unknown> }[] = [];

function environment(): TrackerEnvironment {
  let disableFlag: string | null = null;
  try {
    disableFlag = window.localStorage.getItem(TRACKER_DISABLE_KEY);
  } catch {
    // storage refused (a sandboxed frame, strict privacy settings): no flag set
  }
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return {
    hostname: location.hostname,
    disableFlag,
    doNotTrack: nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  };
}

/** Whether a hit may go now; the reason it may not is told to the console once. */
function allowed(c: TrackerConfig): boolean {
  const env = environment();
  const block = trackerBlock(c, env);
  if (block && block !== told) console.info(blockMessage(block, env));
  told = block;
  return !block;
}

function facts(referrer: string): PageFacts {
  return {
    hostname: location.hostname,
    url: `${location.pathname}${location.search}`,
    referrer,
    title: document.title,
    screen: `${window.screen.width}x${window.screen.height}`,
    language: navigator.language,
  };
}

async function send(c: TrackerConfig, body: unknown) {
  try {
    // keepalive: the hit survives the page being left; no credentials: no cookie goes with it
    const res = await fetch(collectEndpoint(c), {
      method: "POST",
      keepalive: true,
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) console.warn(TRACKER_MESSAGES.collect(String(res.status)));
  } catch (e) {
    console.warn(TRACKER_MESSAGES.collect(e instanceof Error ? e.message : String(e)));
  }
}

/** Clicks on an element with data-track send its event (the declarative form). */
function onClick(e: MouseEvent) {
  const el = e.target instanceof Element ? e.target.closest(`[${TRACK_ATTRIBUTE}]`) : null;
  if (!el) return;
  const value = el.getAttribute(TRACK_ATTRIBUTE) ?? "";
  const event = directiveEvent(value, [...el.attributes]);
  if (!event) console.warn(TRACKER_MESSAGES.directive(value));
  else track(event.name, event.data);
}

/** The current page's view, once per address (a revalidation of the same page is not a view). */
export function pageview(next: TrackerConfig) {
  config = next;
  if (!listening) {
    listening = true;
    document.addEventListener("click", onClick, true);
  }
  if (!allowed(next)) {
    waiting.length = 0;
    return;
  }
  const url = `${location.pathname}${location.search}`;
  if (url === lastUrl) return;
  // the first view names the page the visitor came from; later ones the page before (a move within the site)
  const referrer = lastUrl === null ? document.referrer : `${location.origin}${lastUrl}`;
  lastUrl = url;
  void send(next, hitBody(next, facts(referrer)));
  for (const event of waiting.splice(0)) void send(next, hitBody(next, facts(""), event));
}

/** A named event with its data (§7); before the first page view it waits for it. */
export function track(name?: unknown, data?: unknown) {
  const event = { name: eventName(name), data: eventData(data) };
  if (!config) {
    waiting.push(event);
    return;
  }
  if (allowed(config)) void send(config, hitBody(config, facts(""), event));
}
