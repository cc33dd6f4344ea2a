import { createContext } from "react-router";

/** What the server hands to every loader, action and middleware of the app. */
export interface AppLoadContext {
  /** Calls the API in-process with the visitor's cookies and host: `api("/api/...")`. */
  api(path: string, init?: RequestInit): Promise<Response>;
  nonce: string;
  requestId: string;
  buildId: string;
  /** scheme://host as the visitor sees it. */
  origin: string;
}

export const appContext = createContext<AppLoadContext>();
