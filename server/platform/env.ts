import type { Locale } from "../../contract/constants.ts";
import type { Logger } from "./logger.ts";
import type { AccessClaims } from "./tokens.ts";

/**
 * The tenant a request is for, resolved from its host before anything else runs. The platform
 * reads its id and slug; the tenancy area, which owns the row, widens this to the whole row
 * (server/api/tenancy/request-tenant.ts), so platform/ names no area.
 */
export interface RequestTenant {
  id: string;
  whitelabelSlug: string;
}

/** Per-request values every handler can read with c.get(). */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    tenant: RequestTenant;
    locale: Locale;
    /** CSP nonce for this response's inline scripts. */
    nonce: string;
    /** scheme://host of the request as the visitor sees it. */
    origin: string;
    secure: boolean;
    /** The request came through a proxy listed in TRUST_PROXY. */
    trustedProxy: boolean;
    /** The visitor's address (see platform/client-ip.ts). */
    clientIp: string;
    /** The signed-in viewer, loaded once on first use (platform/viewer.ts). */
    viewer: () => Promise<import("./viewer.ts").Viewer | null>;
    /** The verified access token of this request, or null. */
    auth: AccessClaims | null;
    /** This answer's security headers as a record (set by platform/security.ts for answers that leave the server). */
    securityHeaderRecord?: (json: boolean) => Record<string, string>;
    /** The handler wrote every header of its answer itself: later middleware leaves them (platform/sealed-response.ts). */
    sealed?: boolean;
  };
};
