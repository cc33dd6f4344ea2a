import { HEADER_SNIPPETS, type Snippets } from "./scanner-headers.ts";

/**
 * The exposure checks of the scanners (issue 11, active probes on verified sites only): the
 * tests' ids, in the order a report lists them, and the configuration snippets a finding's
 * recommendation shows. Two of them stand for a test per item: `cookies` becomes one
 * `cookie-<name>` test per cookie the home page sets, and `subdomain-takeover` one
 * `takeover-<name>` test per sub-domain the customer lists (each keeps its base id when there is
 * nothing to list). The words around the snippets are the `scanners` catalog's `exposure.*` keys.
 */

export const EXPOSURE_TEST_IDS = [
  "security-txt",
  "git-config",
  "env-file",
  "backup-files",
  "directory-listing",
  "server-version",
  "mixed-content",
  "cookies",
  "subdomain-takeover",
] as const;
export type ExposureTestId = (typeof EXPOSURE_TEST_IDS)[number];

/** The report's test id for a result's id: `cookie-sid` → `cookies`, `takeover-blog.example.com` → `subdomain-takeover`. */
export function exposureTestOf(id: string): ExposureTestId | null {
  if (id.startsWith("cookie-")) return "cookies";
  if (id.startsWith("takeover-")) return "subdomain-takeover";
  return (EXPOSURE_TEST_IDS as readonly string[]).includes(id) ? (id as ExposureTestId) : null;
}

const SECURITY_TXT = [
  "Contact: mailto:security@example.com",
  "Expires: YYYY-MM-DDT23:59:59Z",
  "Preferred-Languages: en, pt",
  "Canonical: https://example.com/.well-known/security.txt",
  "Policy: https://example.com/security-policy",
].join("\n");

const DOTFILES: Snippets = {
  nginx: "# every path starting with a dot, except /.well-known/\nlocation ~ /\\.(?!well-known(/|$)) {\n  return 404;\n}",
  apache: 'RedirectMatch 404 "/\\.(?!well-known(/|$))"',
  iis: [
    "<system.webServer>",
    "  <security>",
    "    <requestFiltering>",
    "      <hiddenSegments>",
    '        <add segment=".git" />',
    '        <add segment=".env" />',
    "      </hiddenSegments>",
    "    </requestFiltering>",
    "  </security>",
    "</system.webServer>",
  ].join("\n"),
  cloudflare:
    'Security › WAF › Custom rules › Block when\n(starts_with(http.request.uri.path, "/.git") or starts_with(http.request.uri.path, "/.env"))',
  express: [
    '// express.static serves no dotfiles by default ({ dotfiles: "ignore" }); for any other route:',
    "app.use((req, res, next) => (/\\/\\.(?!well-known\\/)/.test(req.path) ? res.sendStatus(404) : next()));",
  ].join("\n"),
};

const BACKUP_EXTENSIONS = "bak|old|orig|sql|zip|tar|gz|tgz|7z|rar";

export const EXPOSURE_SNIPPETS: Record<ExposureTestId, Snippets> = {
  "security-txt": {
    shell: `mkdir -p .well-known\ncat > .well-known/security.txt <<'EOF'\n${SECURITY_TXT}\nEOF`,
    nginx:
      "location = /.well-known/security.txt {\n  default_type text/plain;\n  charset utf-8;\n}\nlocation = /security.txt {\n  return 301 /.well-known/security.txt;\n}",
    apache:
      '<Files "security.txt">\n  ForceType "text/plain; charset=utf-8"\n</Files>\nRedirect 301 /security.txt /.well-known/security.txt',
    iis: [
      '<location path=".well-known/security.txt">',
      "  <system.webServer>",
      "    <staticContent>",
      '      <remove fileExtension=".txt" />',
      '      <mimeMap fileExtension=".txt" mimeType="text/plain; charset=utf-8" />',
      "    </staticContent>",
      "  </system.webServer>",
      "</location>",
    ].join("\n"),
    cloudflare:
      "Rules › Redirect Rules › URI Path equals /security.txt\nStatic URL redirect: https://example.com/.well-known/security.txt (301)",
    express:
      'app.get("/.well-known/security.txt", (req, res) => {\n  res.type("text/plain; charset=utf-8").sendFile(path.resolve("security.txt"));\n});',
  },
  "git-config": {
    ...DOTFILES,
    shell: "# deploy the files without the repository\ngit archive --format=tar HEAD | tar -x -C /var/www/site",
  },
  "env-file": {
    ...DOTFILES,
    shell:
      "# keep the application's .env outside the web root, readable only by its user\nmv /var/www/site/.env /etc/site/.env && chmod 600 /etc/site/.env",
  },
  "backup-files": {
    shell: `# find what to move out of the web root\nfind /var/www/site -type f \\( ${BACKUP_EXTENSIONS.split("|")
      .map((e) => `-name '*.${e}'`)
      .join(" -o ")} -o -name .DS_Store \\) -print`,
    nginx: `location ~* (\\.(${BACKUP_EXTENSIONS})|/\\.DS_Store)$ {\n  return 404;\n}`,
    apache: `<FilesMatch "(\\.(${BACKUP_EXTENSIONS})|\\.DS_Store)$">\n  Require all denied\n</FilesMatch>`,
    iis: [
      "<system.webServer>",
      "  <security>",
      "    <requestFiltering>",
      '      <fileExtensions allowUnlisted="true">',
      ...[...BACKUP_EXTENSIONS.split("|"), "DS_Store"].map((e) => `        <add fileExtension=".${e}" allowed="false" />`),
      "      </fileExtensions>",
      "    </requestFiltering>",
      "  </security>",
      "</system.webServer>",
    ].join("\n"),
    cloudflare: `Security › WAF › Custom rules › Block when\n${["sql", "bak", "zip", "tar.gz", "DS_Store"].map((e) => `ends_with(http.request.uri.path, ".${e}")`).join(" or\n")}`,
    express: `app.use((req, res, next) => (/(\\.(${BACKUP_EXTENSIONS})|\\/\\.DS_Store)$/i.test(req.path) ? res.sendStatus(404) : next()));`,
  },
  "directory-listing": {
    nginx: "autoindex off;",
    apache: "Options -Indexes",
    iis: '<system.webServer>\n  <directoryBrowse enabled="false" />\n</system.webServer>',
    express:
      '// express.static never lists a directory: remove any serve-index middleware\n// app.use("/files", serveIndex("public/files"));',
  },
  "server-version": {
    nginx: "server_tokens off;",
    apache: "ServerTokens Prod\nServerSignature Off",
    shell: "# php.ini: no X-Powered-By: PHP/…\nexpose_php = Off",
    iis: [
      "<system.webServer>",
      "  <security>",
      '    <requestFiltering removeServerHeader="true" />',
      "  </security>",
      "  <httpProtocol>",
      "    <customHeaders>",
      '      <remove name="X-Powered-By" />',
      "    </customHeaders>",
      "  </httpProtocol>",
      "</system.webServer>",
      "<system.web>",
      '  <httpRuntime enableVersionHeader="false" />',
      "</system.web>",
    ].join("\n"),
    cloudflare: "Rules › Transform Rules › Modify Response Header › Remove\nX-Powered-By",
    express: 'app.disable("x-powered-by");',
  },
  "mixed-content": {
    html: '<!-- load everything over https, or from the site itself -->\n<script src="https://cdn.example.com/app.js"></script>\n<img src="/images/logo.png" alt="">',
    nginx: 'add_header Content-Security-Policy "upgrade-insecure-requests" always;',
    apache: 'Header always set Content-Security-Policy "upgrade-insecure-requests"',
    cloudflare: "SSL/TLS › Edge Certificates › Automatic HTTPS Rewrites: On",
    express: 'app.use((req, res, next) => {\n  res.setHeader("Content-Security-Policy", "upgrade-insecure-requests");\n  next();\n});',
  },
  cookies: HEADER_SNIPPETS.cookies,
  "subdomain-takeover": {
    shell:
      "# where the sub-domain points, hop by hop\ndig +noall +answer CNAME blog.example.com\n# then delete that CNAME at your DNS provider (or claim the name on the service again)",
    cloudflare: "DNS › Records › the sub-domain's CNAME › Delete",
  },
};
