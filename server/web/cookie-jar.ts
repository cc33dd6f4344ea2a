import { parse } from "hono/utils/cookie";

/**
 * One page request's cookies: the browser's, plus what the API set since (a sign-in, a renewed
 * session), so the API calls later in the same page request act as the browser will. Read with
 * Hono's cookie parser, the one the API's getCookie() reads them with.
 */
export class CookieJar {
  private readonly values: Map<string, string>;
  /** Every Set-Cookie the API sent during the page request, as sent, for the browser. */
  readonly setCookies: string[] = [];

  constructor(header: string) {
    this.values = new Map(Object.entries(parse(header)));
  }

  /** Takes the API's Set-Cookie headers: a cookie set replaces the browser's, one removed (empty or Max-Age=0) is dropped. */
  absorb(setCookies: string[]) {
    for (const sc of setCookies) {
      this.setCookies.push(sc);
      // the cookie is the first pair; of the attributes only Max-Age=0 matters here
      const end = sc.indexOf(";");
      const [set] = Object.entries(parse(end < 0 ? sc : sc.slice(0, end)));
      if (!set) continue;
      const [name, value] = set;
      if (value === "" || /;\s*max-age=0\s*(?:;|$)/i.test(sc)) this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  get(name: string) {
    return this.values.get(name);
  }

  /** The jar as a Cookie header, values percent-encoded as the parser decodes them. */
  header() {
    // not Hono's serialize(): it refuses names a browser may still send (the parser takes them)
    return [...this.values].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  }
}
