/**
 * The HTTP-headers checks of the scanners (issue 11): the tests' ids, in the order a report lists
 * them, and the configuration snippets a finding's recommendation shows. The snippets are code,
 * the same in every language, so they live here rather than in the catalogs; the words around
 * them are the `scanners` catalog's `headers.<test id>.*` keys.
 */

export const HEADER_TEST_IDS = [
  "content-security-policy",
  "cookies",
  "cross-origin-resource-sharing",
  "redirection",
  "referrer-policy",
  "strict-transport-security",
  "subresource-integrity",
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
] as const;
export type HeaderTestId = (typeof HEADER_TEST_IDS)[number];

export const SNIPPET_PLATFORMS = ["nginx", "apache", "iis", "cloudflare", "express", "html", "shell"] as const;
export type SnippetPlatform = (typeof SNIPPET_PLATFORMS)[number];
export type Snippets = Partial<Record<SnippetPlatform, string>>;

/** One response header set the same way everywhere. */
function headerSnippets(name: string, value: string): Snippets {
  return {
    nginx: `add_header ${name} "${value}" always;`,
    apache: `Header always set ${name} "${value}"`,
    iis: [
      "<system.webServer>",
      "  <httpProtocol>",
      "    <customHeaders>",
      `      <add name="${name}" value="${value}" />`,
      "    </customHeaders>",
      "  </httpProtocol>",
      "</system.webServer>",
    ].join("\n"),
    cloudflare: `Rules › Transform Rules › Modify Response Header › Set static\n${name}: ${value}`,
    express: ["app.use((req, res, next) => {", `  res.setHeader("${name}", "${value}");`, "  next();", "});"].join("\n"),
  };
}

const CSP = "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const HSTS = "max-age=63072000; includeSubDomains";

export const HEADER_SNIPPETS: Record<HeaderTestId, Snippets> = {
  "content-security-policy": headerSnippets("Content-Security-Policy", CSP),
  cookies: {
    nginx: "# in the location that proxies to the application (nginx 1.19.3+)\nproxy_cookie_flags ~ secure httponly samesite=lax;",
    apache: 'Header always edit Set-Cookie "^(.*)$" "$1; Secure; HttpOnly; SameSite=Lax"',
    iis: '<system.web>\n  <httpCookies requireSSL="true" httpOnlyCookies="true" sameSite="Lax" />\n</system.web>',
    express: 'res.cookie("session", token, { secure: true, httpOnly: true, sameSite: "lax" });',
  },
  "cross-origin-resource-sharing": {
    nginx: [
      "map $http_origin $cors_origin {",
      '  default "";',
      '  "https://app.example.com" $http_origin;',
      "}",
      "add_header Access-Control-Allow-Origin $cors_origin always;",
      "add_header Vary Origin always;",
    ].join("\n"),
    apache: [
      'SetEnvIf Origin "^https://app\\.example\\.com$" CORS_ORIGIN=$0',
      'Header always set Access-Control-Allow-Origin "%{CORS_ORIGIN}e" env=CORS_ORIGIN',
      "Header always merge Vary Origin",
    ].join("\n"),
    iis: headerSnippets("Access-Control-Allow-Origin", "https://app.example.com").iis!,
    cloudflare: "Rules › Transform Rules › Modify Response Header › Set static\nAccess-Control-Allow-Origin: https://app.example.com",
    express: [
      'const allowed = new Set(["https://app.example.com"]);',
      "app.use((req, res, next) => {",
      "  const origin = req.headers.origin;",
      "  if (origin && allowed.has(origin)) {",
      '    res.setHeader("Access-Control-Allow-Origin", origin);',
      '    res.setHeader("Vary", "Origin");',
      "  }",
      "  next();",
      "});",
    ].join("\n"),
  },
  redirection: {
    nginx: "server {\n  listen 80;\n  server_name example.com;\n  return 301 https://$host$request_uri;\n}",
    apache: "RewriteEngine On\nRewriteCond %{HTTPS} off\nRewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]",
    iis: [
      "<rewrite>",
      "  <rules>",
      '    <rule name="HTTPS" stopProcessing="true">',
      '      <match url="(.*)" />',
      '      <conditions><add input="{HTTPS}" pattern="off" /></conditions>',
      '      <action type="Redirect" url="https://{HTTP_HOST}/{R:1}" redirectType="Permanent" />',
      "    </rule>",
      "  </rules>",
      "</rewrite>",
    ].join("\n"),
    cloudflare: "SSL/TLS › Edge Certificates › Always Use HTTPS: On",
    express: [
      'app.set("trust proxy", 1); // behind a TLS proxy',
      "app.use((req, res, next) => {",
      "  if (req.secure) return next();",
      "  res.redirect(301, `https://${req.headers.host}${req.originalUrl}`);",
      "});",
    ].join("\n"),
  },
  "referrer-policy": headerSnippets("Referrer-Policy", "strict-origin-when-cross-origin"),
  "strict-transport-security": {
    ...headerSnippets("Strict-Transport-Security", HSTS),
    nginx: `# in the server block that listens on 443\nadd_header Strict-Transport-Security "${HSTS}" always;`,
    cloudflare: "SSL/TLS › Edge Certificates › HTTP Strict Transport Security (HSTS)\nMax-Age: 12 months (or more), Include subdomains: On",
  },
  "subresource-integrity": {
    html: '<script src="https://cdn.example.com/library.js"\n        integrity="sha384-BASE64-DIGEST"\n        crossorigin="anonymous"></script>',
    shell: "openssl dgst -sha384 -binary library.js | openssl base64 -A",
  },
  "x-content-type-options": headerSnippets("X-Content-Type-Options", "nosniff"),
  "x-frame-options": {
    ...headerSnippets("X-Frame-Options", "DENY"),
    html: "<!-- or, in the Content-Security-Policy header (not a meta tag): -->\nframe-ancestors 'none'",
  },
  "cross-origin-resource-policy": headerSnippets("Cross-Origin-Resource-Policy", "same-origin"),
};
