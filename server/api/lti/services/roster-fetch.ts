import { LTI_LIMITS } from "../../../../contract/lti-limits.ts";
import type { PlatformPerson } from "../launch/people.ts";
import type { LtiContext } from "../part.ts";
import { PlatformError } from "../platform-http.ts";
import { shortText } from "./service-token.ts";

export const MEMBERSHIP_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
const MEMBERSHIP_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
/** Pages followed at most, whatever the platform's links say (an empty page with a next link forever). */
const MAX_PAGES = 200;

export type RosterMember = PlatformPerson & { roles: string[]; active: boolean };

type NrpsMember = {
  user_id?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
  roles?: unknown;
  status?: unknown;
};

/** The `rel="next"` target of Link headers (RFC 8288), resolved against the page's URL. */
export function nextLink(values: readonly string[], base: string): string | null {
  for (const value of values) {
    for (const part of value.split(/,(?=\s*<)/)) {
      const m = /^\s*<([^>]*)>(.*)$/.exec(part);
      if (!m) continue;
      const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(m[2]!)?.[1] ?? "";
      if (rel.split(/\s+/).includes("next")) {
        try {
          return new URL(m[1]!, base).toString();
        } catch {
          return null;
        }
      }
    }
  }
  return null;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

function memberOf(m: NrpsMember): RosterMember | null {
  const subject = text(m.user_id);
  if (!subject || subject.length > 255) return null;
  return {
    subject,
    name: text(m.name),
    givenName: text(m.given_name),
    familyName: text(m.family_name),
    email: text(m.email),
    roles: Array.isArray(m.roles) ? m.roles.filter((r): r is string => typeof r === "string") : [],
    active: m.status !== "Inactive" && m.status !== "Deleted",
  };
}

/**
 * A context's members (NRPS 2.0): every page the platform links to with `rel="next"`, on the
 * memberships URL's own origin (the bearer token goes nowhere else), up to LTI_LIMITS.rosterMax.
 */
export async function fetchRoster(ctx: LtiContext, membershipsUrl: string, token: string): Promise<RosterMember[]> {
  const origin = new URL(membershipsUrl).origin;
  const members = new Map<string, RosterMember>();
  let url: string | null = membershipsUrl;
  for (let page = 0; url && page < MAX_PAGES && members.size < LTI_LIMITS.rosterMax; page++) {
    const res = await ctx.http(url, { headers: { accept: MEMBERSHIP_TYPE, authorization: `Bearer ${token}` } });
    if (res.status < 200 || res.status >= 300) throw new PlatformError("refused", shortText(`memberships: HTTP ${res.status}`), res.status);
    const body = res.json<{ members?: unknown }>();
    if (!body || !Array.isArray(body.members)) throw new PlatformError("bad_answer", "memberships: no members list", res.status);
    for (const raw of body.members as NrpsMember[]) {
      const m = raw && typeof raw === "object" ? memberOf(raw) : null;
      if (m && members.size < LTI_LIMITS.rosterMax) members.set(m.subject, m);
    }
    const next = nextLink(res.all("link"), url);
    url = next && new URL(next).origin === origin ? next : null;
  }
  return [...members.values()];
}
