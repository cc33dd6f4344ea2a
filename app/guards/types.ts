import type { AppLoadContext } from "../../contract/app-context.ts";
import type { Brand } from "../../contract/brand.ts";
import type { Locale } from "../../contract/constants.ts";
import type { RouteEntry } from "../route-table.ts";
import type { SessionState } from "./session-context.ts";

export interface GuardContext {
  request: Request;
  url: URL;
  locale: Locale;
  /** Path without the locale prefix. */
  path: string;
  /** The §2 route this path is, or null for an unmatched path. */
  entry: RouteEntry | null;
  params: Record<string, string | undefined>;
  brand: Brand;
  app: AppLoadContext;
  cookies: Map<string, string>;
  /** Filled in by the guards (user by 2, notifications by 5, manager mode by 7). */
  session: SessionState;
  /** Adds a Set-Cookie to the response (also to a redirect a later guard throws); `httpOnly` for a cookie only the server reads. */
  setCookie(name: string, value: string, maxAgeDays: number, opts?: { httpOnly?: boolean }): void;
}

/** A guard returns a Response (a redirect) to stop the navigation, or nothing to let it through. */
export type Guard = (ctx: GuardContext) => Promise<Response | void> | Response | void;
