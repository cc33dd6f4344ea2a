import { createContext } from "react-router";
import type { TrackerConfig } from "./analytics-rules.ts";
import type { Brand } from "./brand.ts";
import type { Redirect } from "./tenancy.ts";

/** What the server hands to every loader, action and middleware of the app. */
export interface AppLoadContext {
  /** Calls the API in-process with the visitor's cookies and host: `api("/api/...")`. */
  api(path: string, init?: RequestInit): Promise<Response>;
  /**
   * The brand of the tenant serving this request, exactly what GET
   * /api/public/whitelabel/get-whitelabel answers: the server resolved the tenant before the
   * page began, so the guards and the root loader read it without a call. One object per request.
   */
  brand(): Brand;
  /**
   * Whether the API would see a session on this request now (an access-token cookie, sent
   * or set since). When false, GET /api/auth/me can only answer 401, so nobody need ask.
   */
  hasSession(): boolean;
  /**
   * Guard 11's lookup, what GET /api/public/redirects/lookup?path= answers for this tenant:
   * the stored redirect, or null where the API says 404 (none) or 400 (not a path it takes).
   */
  redirectFor(path: string): Promise<Redirect | null>;
  /** The usage tracker's configuration for this site (docs/decisions/0026-usage-tracker.md); absent in hand-built test contexts. */
  tracker?: TrackerConfig;
  nonce: string;
  requestId: string;
  buildId: string;
  /** scheme://host as the visitor sees it. */
  origin: string;
}

export const appContext = createContext<AppLoadContext>();
