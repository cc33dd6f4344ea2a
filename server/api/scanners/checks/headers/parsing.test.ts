import { describe, expect, it } from "vitest";
import { CookieJar, parseSetCookie } from "./cookie-jar.ts";
import { startTags } from "./html-tags.ts";

const tags = (html: string, names = ["script", "meta"]) =>
  startTags(html, new Set(names)).map((t): Record<string, string> => ({ tag: t.name, ...t.attrs }));

describe("reading start tags as a streaming tokenizer does", () => {
  it("finds tags anywhere, with lower-case names, the first of a repeated attribute and entities decoded", () => {
    const html = `<!DOCTYPE html><HTML><Head>
      <META HTTP-EQUIV="Content-Security-Policy" CONTENT="default-src &#39;none&#39;; img-src &apos;self&apos;" content="ignored">
      <meta name=referrer content=no-referrer>
      <noscript><script src="/in-noscript.js"></script></noscript>
      <template><script src='/in-template.js' integrity=sha384-x></script></template>
      <script src="/a.js?x=1&amp;y=2" defer async></script>`;
    expect(tags(html)).toEqual([
      { tag: "meta", "http-equiv": "Content-Security-Policy", content: "default-src 'none'; img-src 'self'" },
      { tag: "meta", name: "referrer", content: "no-referrer" },
      { tag: "script", src: "/in-noscript.js" },
      { tag: "script", src: "/in-template.js", integrity: "sha384-x" },
      { tag: "script", src: "/a.js?x=1&y=2", defer: "", async: "" },
    ]);
  });

  it("does not see tags inside comments, script text, styles, titles or text areas", () => {
    const html = `<!-- <script src="/commented.js"></script> -->
      <script>document.write('<script src="/written.js"><\\/script>'); var s = "</scripty>";</script>
      <style>a::before { content: "<script src='/styled.js'>" }</style>
      <title><script src="/title.js"></script></title>
      <textarea><meta http-equiv="Content-Security-Policy" content="x"></textarea>
      <SCRIPT src="/last.js"></SCRIPT >`;
    expect(tags(html).map((t) => t.src ?? "(inline)")).toEqual(["(inline)", "/last.js"]);
  });

  it("copes with unfinished markup", () => {
    expect(tags(`<script src="/a.js"`)).toEqual([{ tag: "script", src: "/a.js" }]);
    expect(tags(`<script>never closed <script src="/b.js">`)).toEqual([{ tag: "script" }]);
    expect(tags(`a < b and <3 <!-- open`)).toEqual([]);
  });
});

describe("the cookie jar", () => {
  it("parses name, value and the attributes the checks need", () => {
    expect(parseSetCookie("SID = abc ; Secure; HttpOnly; SameSite=LAX; Path=/app; Domain=.Example.com")).toMatchObject({
      name: "SID",
      value: "abc",
      secure: true,
      httpOnly: true,
      sameSite: "lax",
      path: "/app",
      domain: "example.com",
    });
    expect(parseSetCookie("a=1; SameSite=sometimes")!.sameSite).toBeUndefined();
    expect(parseSetCookie("a=1; Path=relative")!.path).toBeUndefined();
    for (const bad of ["", "novalue", "=x", "a=b\u0001c"]) expect(parseSetCookie(bad)).toBeUndefined();
  });

  it("refuses what a browser refuses: another site's domain, a public suffix, broken prefixes", () => {
    const jar = new CookieJar();
    jar.store("https://www.empresa.com.br/login/form", [
      "ok=1",
      "parent=1; Domain=empresa.com.br",
      "suffix=1; Domain=com.br",
      "other=1; Domain=outra.com.br",
      "__Secure-a=1",
      "__Secure-b=1; Secure",
      "__Host-c=1; Secure; Path=/; Domain=empresa.com.br",
      "__Host-d=1; Secure; Path=/",
    ]);
    expect(jar.all().map((c) => [c.name, c.domain, c.path, c.hostOnly])).toEqual([
      ["ok", "www.empresa.com.br", "/login", true],
      ["parent", "empresa.com.br", "/login", false],
      ["__Secure-b", "www.empresa.com.br", "/login", true],
      ["__Host-d", "www.empresa.com.br", "/", true],
    ]);
  });

  it("keeps one cookie per name, domain and path, deletions included, and sends back what matches", () => {
    const jar = new CookieJar();
    const now = Date.parse("2030-01-01T00:00:00Z");
    jar.store("https://example.com/", ["a=1; Path=/", "b=1; Path=/docs", "s=1; Secure; Path=/"], now);
    jar.store("https://example.com/", ["a=2; Path=/", "gone=x; Max-Age=0; Path=/"], now);
    expect(jar.all().map((c) => `${c.name}=${c.value}`)).toEqual(["a=2", "b=1", "s=1", "gone=x"]);
    expect(jar.headerFor("https://example.com/docs/page", now)).toBe("a=2; b=1; s=1");
    expect(jar.headerFor("http://example.com/documents", now)).toBe("a=2");
    expect(jar.headerFor("https://other.example/", now)).toBeUndefined();
  });
});
