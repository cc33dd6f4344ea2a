import { UAParser } from "ua-parser-js";
import { isBot } from "ua-parser-js/bot-detection";
import type { DeviceClass } from "../../../../contract/phishing-limits.ts";

/**
 * Security gateways and link checkers that open a message's links before the person does (Safe
 * Links, URL Defense, link previews, scripts and headless browsers). Their request within seconds
 * of delivery is a pre-fetch, never a click: counting it would make a company look worse than it is.
 */
const SCANNERS =
  /safelinks|defender|microsoft office|ms-office|msoffice|outlook-(ios|android)? ?linkpreview|proofpoint|urldefense|ppops|mimecast|barracuda|bitdefender|trend ?micro|sophos|fortinet|forcepoint|symantec|messagelabs|zscaler|cisco|ironport|google-safety|googleimageproxy|google web preview|feedfetcher|bingpreview|skypeuripreview|slackbot|discordbot|whatsapp|telegrambot|facebookexternalhit|linkedinbot|twitterbot|preview|scanner|crawler|spider|\bbot\b|bot\/|python-requests|python-urllib|aiohttp|httpx|curl|wget|go-http-client|java\/|okhttp|apache-httpclient|libwww|lwp::|node-fetch|undici|axios|ruby|headless|phantomjs|puppeteer|playwright|selenium|lighthouse/i;

export type AgentReading = {
  deviceClass: DeviceClass;
  /** The browser's family only (Chrome, Safari…); null when unknown. Never the whole agent. */
  browser: string | null;
  /** A known scanner, a script or no agent at all. */
  scanner: boolean;
};

/** What a request's user agent tells: the device class and browser family, and whether a machine sent it. */
export function readAgent(agent: string | undefined | null): AgentReading {
  const ua = (agent ?? "").trim().slice(0, 1000);
  if (!ua) return { deviceClass: "unknown", browser: null, scanner: true };
  const result = new UAParser(ua).getResult();
  const type = result.device.type;
  const deviceClass: DeviceClass =
    type === "mobile" || type === "wearable"
      ? "mobile"
      : type === "tablet"
        ? "tablet"
        : result.os.name || result.browser.name
          ? "desktop"
          : "unknown";
  const browser = result.browser.name ? result.browser.name.replace(/^Mobile /, "").slice(0, 40) : null;
  return { deviceClass, browser, scanner: SCANNERS.test(ua) || isBot(result) };
}
