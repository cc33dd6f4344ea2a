import { describe, expect, it } from "vitest";
import { analyseHeaders } from "./analyse.ts";
import { outcomesOf, site } from "./test-evidence.ts";

// The two real sites the Observatory's own suite grades from recorded responses
// (test/fixtures/*.json, test/scanner.test.js), reduced here to what the tests read: the page's
// security headers, its <script> tags, the redirect chain from http and the preflight's answer.
// The Observatory's expected results there: mozilla.org 75 (B) with two tests failed (CSP and
// SRI), observatory.mozilla.org 110 (A+) with none.

const MOZILLA_CSP =
  "frame-src 'self' accounts.firefox.com js.stripe.com www.google-analytics.com www.googletagmanager.com www.youtube.com; script-src 'self' 'unsafe-eval' 'unsafe-inline' cdn.transcend.io js.stripe.com s.ytimg.com tagmanager.google.com transcend-cdn.com www.google-analytics.com www.googletagmanager.com www.mozilla.org www.youtube.com; form-action 'self' https://abdri3ttkb.execute-api.us-east-2.amazonaws.com https://accounts.firefox.com/ https://basket.mozilla.org; font-src 'self' www.mozilla.org; style-src 'self' 'unsafe-inline' cdn.transcend.io transcend-cdn.com www.mozilla.org; default-src 'self' *.mozilla.org; frame-ancestors 'none'; connect-src 'self' cdn.transcend.io https://abdri3ttkb.execute-api.us-east-2.amazonaws.com https://accounts.firefox.com/ https://basket.mozilla.org o1069899.ingest.sentry.io o1069899.sentry.io region1.google-analytics.com telemetry.transcend.io telemetry.us.transcend.io transcend-cdn.com www.google-analytics.com www.googletagmanager.com www.mozilla.org/submit/bedrock/; upgrade-insecure-requests; img-src 'self' blog.mozilla.org data: images.ctfassets.net www.google-analytics.com www.googletagmanager.com www.mozilla.org; object-src 'none'; media-src 'self' assets.mozilla.net videos.cdn.mozilla.net www.mozilla.org; base-uri 'none'";
const MDN_CSP =
  "default-src 'self'; script-src 'report-sample' 'self' 'wasm-unsafe-eval' https://www.google-analytics.com/analytics.js https://*.googletagmanager.com assets.codepen.io production-assets.codepen.io https://js.stripe.com 'sha256-XNBp89FG76amD8BqrJzyflxOF9PaWPqPqvJfKZPCv7M=' 'sha256-YCNoU9DNiinACbd8n6UPyB/8vj0kXvhkOni9/06SuYw=' 'sha256-PZjP7OR6mBEtnvXIZfCZ5PuOlxoDF1LDZL8aj8c42rw='; script-src-elem 'report-sample' 'self' 'wasm-unsafe-eval' https://www.google-analytics.com/analytics.js https://*.googletagmanager.com assets.codepen.io production-assets.codepen.io https://js.stripe.com 'sha256-XNBp89FG76amD8BqrJzyflxOF9PaWPqPqvJfKZPCv7M=' 'sha256-YCNoU9DNiinACbd8n6UPyB/8vj0kXvhkOni9/06SuYw=' 'sha256-PZjP7OR6mBEtnvXIZfCZ5PuOlxoDF1LDZL8aj8c42rw='; style-src 'report-sample' 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; connect-src 'self' developer.allizom.org bcd.developer.allizom.org bcd.developer.mozilla.org updates.developer.allizom.org updates.developer.mozilla.org https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://incoming.telemetry.mozilla.org https://observatory-api.mdn.allizom.net https://observatory-api.mdn.mozilla.net https://api.github.com/search/issues stats.g.doubleclick.net https://api.stripe.com; font-src 'self'; frame-src 'self' mdn.github.io *.mdnplay.dev *.mdnyalp.dev *.play.test.mdn.allizom.net https://v2.scrimba.com https://scrimba.com jsfiddle.net www.youtube-nocookie.com codepen.io survey.alchemer.com https://js.stripe.com; img-src 'self' data: *.githubusercontent.com *.googleusercontent.com *.gravatar.com mozillausercontent.com firefoxusercontent.com profile.stage.mozaws.net profile.accounts.firefox.com developer.mozilla.org mdn.dev wikipedia.org upload.wikimedia.org https://mdn.github.io/shared-assets/ https://mdn.dev/ https://*.google-analytics.com https://*.googletagmanager.com www.gstatic.com; manifest-src 'self'; media-src 'self' archive.org videos.cdn.mozilla.net https://mdn.github.io/shared-assets/; child-src 'self'; worker-src 'self';";

describe("the Observatory's recorded sites", () => {
  it("grades mozilla.org 75, B: script-src allows 'unsafe-inline' and a script from another site has no hash", () => {
    const scripts = [
      'data-cfasync="false" src="https://transcend-cdn.com/cm/d556c3a1-e57c-4bdf-a490-390a1aebf6dd/airgap.js"',
      'src="https://www.mozilla.org/media/js/site.a066757d134f.js"',
      'src="https://www.mozilla.org/media/js/site-ie.c7db1be2702b.js"',
      'src="https://www.mozilla.org/media/js/ie/libs/html5shiv.a94a0b700fa2.js"',
      'src="https://www.mozilla.org/media/js/gtm-snippet.b5b7c885f8fa.js"',
      'src="https://www.mozilla.org/media/js/sentry.c634abfeefb4.js"',
      'src="https://www.mozilla.org/media/js/lib.7cb1e204ce21.js"',
      'src="https://www.mozilla.org/media/js/fxa.f30434397531.js"',
      'src="https://www.mozilla.org/media/js/data.024ac2959f4a.js"',
      'src="https://www.mozilla.org/media/js/m24-ui.512060aa22cd.js"',
      'src="https://www.mozilla.org/media/js/lib-ie.cf16e08599c3.js"',
      'src="https://www.mozilla.org/media/js/stub-attribution.819aeb6b157b.js"',
      'src="https://www.mozilla.org/media/js/consent-banner.497ea1aa3e76.js"',
    ];
    const result = analyseHeaders(
      site({
        host: "mozilla.org",
        httpRoute: [
          ["http://mozilla.org/", 302],
          ["https://mozilla.org/", 301],
          ["https://www.mozilla.org/", 200],
        ],
        page: {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": MOZILLA_CSP,
          "content-security-policy-report-only": MOZILLA_CSP,
          "strict-transport-security": "max-age=31536000",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
          "referrer-policy": "strict-origin-when-cross-origin",
        },
        body: scripts.map((attrs) => `<script ${attrs}></script>`).join("\n"),
        preflight: {},
      }),
    );
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 75, grade: "B" });
    expect(result.tests.filter((t) => t.result === "fail").map((t) => t.id)).toEqual(["content-security-policy", "subresource-integrity"]);
    expect(outcomesOf(result)).toMatchObject({
      "content-security-policy": "unsafeInline",
      "subresource-integrity": "externalWithoutSri",
      "x-frame-options": "viaCsp",
      redirection: "toHttps",
    });
  });

  it("grades observatory.mozilla.org 110, A+, through its redirect to developer.mozilla.org", () => {
    const result = analyseHeaders(
      site({
        host: "observatory.mozilla.org",
        httpRoute: [
          ["http://observatory.mozilla.org/", 302],
          ["https://observatory.mozilla.org/", 301],
          ["https://developer.mozilla.org/en-US/observatory", 200],
        ],
        page: {
          "content-type": "text/html",
          "content-security-policy": MDN_CSP,
          "strict-transport-security": "max-age=63072000",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
          "referrer-policy": "strict-origin-when-cross-origin",
        },
        body: '<script>inline()</script><script src="/static/client/runtime.78ab025a4834993c.js" type="module"></script><script src="/static/client/1111.53dba753dc3eb961.js" type="module"></script><script src="/static/client/8903.ce3ee42276c345b9.js" type="module"></script><script src="/static/client/index.84551a04d557157b.js" type="module"></script>',
      }),
    );
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 110, grade: "A+" });
    expect(result.tests.filter((t) => t.result === "fail")).toEqual([]);
    expect(outcomesOf(result)).toMatchObject({
      "content-security-policy": "unsafeInlineStyleOnly",
      "subresource-integrity": "sameOriginWithoutSri",
      redirection: "toHttps",
    });
  });
});
