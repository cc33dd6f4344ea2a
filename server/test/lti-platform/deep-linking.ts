import type { Hono } from "hono";
import { decodeJwt, jwtVerify } from "jose";
import { escapeHtml, page } from "./html.ts";
import { DL_DATA, LTI } from "./id-token.ts";
import type { PlatformState } from "./state.ts";
import type { EmuDeepLinkItem } from "./types.ts";

const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/";

function item(raw: Record<string, unknown>): EmuDeepLinkItem {
  const li = raw.lineItem as Record<string, unknown> | undefined;
  return {
    type: String(raw.type),
    ...(typeof raw.title === "string" && { title: raw.title }),
    ...(typeof raw.url === "string" && { url: raw.url }),
    ...(raw.custom !== undefined && { custom: raw.custom as Record<string, string> }),
    ...(li && {
      lineItem: {
        scoreMaximum: Number(li.scoreMaximum),
        ...(typeof li.label === "string" && { label: li.label }),
        ...(typeof li.resourceId === "string" && { resourceId: li.resourceId }),
      },
    }),
  };
}

/** Deep Linking 2.0 §4.2: the tool's LtiDeepLinkingResponse, posted by the browser as the JWT form field. */
export function deepLinkingRoutes(app: Hono, s: PlatformState) {
  app.post("/deep-link-return", async (c) => {
    const refuse = (why: string) => c.text(`Emulated LMS refused the deep-linking answer: ${why}`, 400);
    const form = await c.req.parseBody();
    const jwt = typeof form.JWT === "string" ? form.JWT : "";
    let iss: string;
    try {
      iss = String(decodeJwt(jwt).iss ?? "");
    } catch {
      return refuse("JWT is missing or malformed");
    }
    const client = s.clients.get(iss);
    if (!client) return refuse("iss is not a known client_id");
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(jwt, await s.toolKeySet(client), {
        issuer: client.clientId,
        audience: s.url,
        requiredClaims: ["exp", "iat", "nonce"],
      }));
    } catch (e) {
      return refuse(`signature or claims: ${(e as Error).message}`);
    }
    if (claims[`${LTI}message_type`] !== "LtiDeepLinkingResponse") return refuse("message_type must be LtiDeepLinkingResponse");
    if (claims[`${LTI}version`] !== "1.3.0") return refuse("version must be 1.3.0");
    if (claims[`${LTI}deployment_id`] !== client.deploymentId) return refuse("unknown deployment_id");
    if (claims[`${DL}data`] !== DL_DATA) return refuse("data must echo the request's data");
    const nonce = String(claims.nonce);
    if (s.deepLinkNonces.has(nonce)) return refuse("nonce already used");
    s.deepLinkNonces.add(nonce);
    const raw = claims[`${DL}content_items`] ?? [];
    if (!Array.isArray(raw)) return refuse("content_items must be an array");
    const items = (raw as Record<string, unknown>[]).map(item);
    if (items.some((i) => i.type !== "ltiResourceLink")) return refuse("only ltiResourceLink items are accepted");
    s.deepLinks.push({ items, data: DL_DATA });
    const msg = typeof claims[`${DL}msg`] === "string" ? `<p>${escapeHtml(claims[`${DL}msg`] as string)}</p>` : "";
    const list = items.map((i) => `<li>${escapeHtml(i.title ?? i.url ?? i.type)}</li>`).join("");
    const titles = items.map((i) => i.title ?? i.url ?? i.type).join(", ");
    return c.html(page("Emulated LMS", `<main><h1>Emulated LMS — added: ${escapeHtml(titles)}</h1>${msg}<ul>${list}</ul></main>`));
  });
}
