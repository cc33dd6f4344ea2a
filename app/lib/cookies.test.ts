import { describe, expect, it } from "vitest";
import { cookieHeader, readCookie, readCookies } from "./cookies.ts";

describe("the app's cookies", () => {
  it("reads a Cookie header the way browsers send it, decoding what was encoded", () => {
    const header = "locale=pt; redirect_after_login=%2Fpt%2Fmy-company%3Ftab%3D1;utm = %7B%22source%22%3A%22x%22%7D";
    expect(readCookie(header, "locale")).toBe("pt");
    expect(readCookie(header, "redirect_after_login")).toBe("/pt/my-company?tab=1");
    expect(readCookies(header).get("utm")).toBe('{"source":"x"}');
    expect(readCookie(header, "missing")).toBeNull();
  });

  it("keeps a value that does not decode as it came, and reads no header as no cookies", () => {
    expect(readCookie("bad=%E0%A4%A", "bad")).toBe("%E0%A4%A");
    expect(readCookies(null).size).toBe(0);
    expect(readCookie(undefined, "locale")).toBeNull();
  });

  it("writes a cookie for the whole site, Lax, for so many days, encoded", () => {
    expect(cookieHeader("locale", "pt", { days: 365 })).toBe("locale=pt; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(cookieHeader("next", "/pt/a b?x=1", { seconds: 3600, secure: true })).toBe(
      "next=%2Fpt%2Fa%20b%3Fx%3D1; Max-Age=3600; Path=/; Secure; SameSite=Lax",
    );
    expect(cookieHeader("ref", "abc", { days: 30, httpOnly: true })).toContain("; HttpOnly");
  });

  it("forgets a cookie with an empty value that expires now", () => {
    expect(cookieHeader("next", "", { seconds: 0 })).toBe("next=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("reads back what it wrote", () => {
    const set = cookieHeader("utm", JSON.stringify({ source: "news; letter" }), { days: 1 });
    expect(JSON.parse(readCookie(set.split("; ")[0]!, "utm")!)).toEqual({ source: "news; letter" });
  });
});
