import { describe, expect, it } from "vitest";
import { CookieJar } from "./cookie-jar.ts";

describe("a page request's cookie jar", () => {
  it("passes the browser's cookies on to the API as the API reads them", () => {
    const jar = new CookieJar("access_token=eyJ.a-b_c; locale=pt;  utm=%7B%22utm_source%22%3A%22x%22%7D ; empty=");
    expect(jar.get("access_token")).toBe("eyJ.a-b_c");
    expect(jar.get("utm")).toBe('{"utm_source":"x"}');
    expect(jar.header()).toBe("access_token=eyJ.a-b_c; locale=pt; utm=%7B%22utm_source%22%3A%22x%22%7D; empty=");
  });

  it("takes what the API set and removed, and keeps every Set-Cookie for the browser as sent", () => {
    const jar = new CookieJar("access_token=old; refresh_token=r1; locale=en");
    const sent = [
      "access_token=new; Max-Age=900; Path=/; HttpOnly; SameSite=Lax",
      "refresh_token=; Max-Age=0; Path=/api/auth",
      "locale=pt; Max-Age=0",
      "session_hint=1; Path=/; SameSite=Lax",
    ];
    jar.absorb(sent);
    expect(jar.get("access_token")).toBe("new");
    expect(jar.get("refresh_token")).toBeUndefined();
    expect(jar.get("locale")).toBeUndefined();
    expect(jar.header()).toBe("access_token=new; session_hint=1");
    expect(jar.setCookies).toEqual(sent);
  });

  it("is empty without cookies", () => {
    const jar = new CookieJar("");
    jar.absorb([]);
    expect(jar.header()).toBe("");
  });
});
