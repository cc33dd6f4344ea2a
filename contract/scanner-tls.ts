import type { Snippets } from "./scanner-headers.ts";

/**
 * The TLS checks of the scanners (issue 11): the tests' ids, in the order a report lists them,
 * and the configuration snippets a finding's recommendation shows. The snippets are code, the
 * same in every language; the words around them are the `scanners` catalog's `tls.<test id>.*`
 * keys. How the tests grade is in docs/scanners-grading.md ("TLS").
 */

export const TLS_TEST_IDS = [
  "protocol-legacy",
  "protocol-modern",
  "cipher-suites",
  "certificate-trust",
  "certificate-host",
  "certificate-validity",
  "certificate-expiry",
  "certificate-chain",
  "certificate-key",
  "certificate-signature",
  "ocsp-stapling",
  "hsts-preload",
] as const;
export type TlsTestId = (typeof TLS_TEST_IDS)[number];

const PROTOCOLS: Snippets = {
  nginx: "# in the http block, or each server block that listens on 443\nssl_protocols TLSv1.2 TLSv1.3;",
  apache: "SSLProtocol -all +TLSv1.2 +TLSv1.3",
  iis: [
    "# PowerShell as administrator, then restart Windows (Windows Server 2022 and later speak TLS 1.3)",
    "foreach ($v in 'TLS 1.0','TLS 1.1') {",
    '  $k = "HKLM:\\SYSTEM\\CurrentControlSet\\Control\\SecurityProviders\\SCHANNEL\\Protocols\\$v\\Server"',
    "  New-Item $k -Force | Out-Null",
    "  New-ItemProperty $k -Name Enabled -Value 0 -PropertyType DWord -Force | Out-Null",
    "  New-ItemProperty $k -Name DisabledByDefault -Value 1 -PropertyType DWord -Force | Out-Null",
    "}",
  ].join("\n"),
  cloudflare: "SSL/TLS › Edge Certificates › Minimum TLS Version: TLS 1.2\nSSL/TLS › Edge Certificates › TLS 1.3: On",
  express: 'https.createServer({ key, cert, minVersion: "TLSv1.2" }, app).listen(443);',
};

const CIPHERS: Snippets = {
  nginx: [
    "ssl_protocols TLSv1.2 TLSv1.3;",
    "ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;",
    "ssl_prefer_server_ciphers off;",
  ].join("\n"),
  apache: [
    "SSLProtocol -all +TLSv1.2 +TLSv1.3",
    "SSLCipherSuite ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305",
    "SSLHonorCipherOrder off",
  ].join("\n"),
  iis: [
    "# PowerShell as administrator: keep forward-secret AEAD suites first, drop the rest",
    "Get-TlsCipherSuite | Where-Object { $_.Name -notmatch 'ECDHE.*GCM|TLS_AES|CHACHA20' } | ForEach-Object { Disable-TlsCipherSuite -Name $_.Name }",
  ].join("\n"),
  cloudflare: "SSL/TLS › Edge Certificates › Cipher suites: Modern (or a custom list of ECDHE with AES-GCM / ChaCha20)",
  express:
    'https.createServer({ key, cert, minVersion: "TLSv1.2" }, app); // Node\'s default cipher list is already forward-secret AEAD first',
};

const CERTIFICATE: Snippets = {
  shell: [
    "# a free certificate from Let's Encrypt, renewed automatically (certbot sets up the timer)",
    "certbot --nginx -d example.com -d www.example.com   # or --apache",
    "certbot renew --dry-run",
  ].join("\n"),
  iis: "Use win-acme (wacs.exe) to obtain and renew Let's Encrypt certificates, and bind them in IIS Manager › Site › Bindings › https.",
  cloudflare: "SSL/TLS › Overview: Full (strict), with an Origin CA certificate (SSL/TLS › Origin Server) installed on the server",
};

const CHAIN: Snippets = {
  nginx:
    "# the certificate file must hold the site's certificate followed by the intermediates\nssl_certificate     /etc/letsencrypt/live/example.com/fullchain.pem;\nssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;",
  apache:
    "# Apache 2.4.8+: the file holds the certificate followed by the intermediates\nSSLCertificateFile    /etc/letsencrypt/live/example.com/fullchain.pem\nSSLCertificateKeyFile /etc/letsencrypt/live/example.com/privkey.pem",
  iis: "Import the intermediate certificate into the computer's \"Intermediate Certification Authorities\" store (certlm.msc), then re-select the certificate in the site's https binding.",
  cloudflare:
    "Cloudflare sends the full chain of its edge certificates; on the origin, install the certificate with its chain (Full (strict) checks it).",
  express:
    'const fs = require("node:fs");\nhttps.createServer({\n  key: fs.readFileSync("privkey.pem"),\n  cert: fs.readFileSync("fullchain.pem"), // certificate + intermediates\n}, app);',
  shell: "cat example.com.crt intermediate.crt > fullchain.pem",
};

const KEY: Snippets = {
  shell: [
    "# a new P-256 key and a request for it; give the request to your certificate authority",
    "openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \\",
    '  -keyout example.com.key -out example.com.csr -subj "/CN=example.com"',
    "# or with certbot: certbot --key-type ecdsa --elliptic-curve secp256r1 -d example.com",
  ].join("\n"),
};

const OCSP: Snippets = {
  nginx:
    "ssl_stapling on;\nssl_stapling_verify on;\nssl_trusted_certificate /etc/letsencrypt/live/example.com/chain.pem;\nresolver 1.1.1.1 9.9.9.9 valid=300s;",
  apache: "# outside the VirtualHost\nSSLStaplingCache shmcb:/var/run/ocsp(128000)\n# inside the https VirtualHost\nSSLUseStapling On",
  iis: "IIS staples OCSP responses by itself (Windows Server 2008 and later) when the server can reach the certificate authority's OCSP address.",
  cloudflare: "Cloudflare staples OCSP responses for its edge certificates; nothing to set.",
};

const HSTS_PRELOAD = "max-age=63072000; includeSubDomains; preload";
const HSTS: Snippets = {
  nginx: `add_header Strict-Transport-Security "${HSTS_PRELOAD}" always;`,
  apache: `Header always set Strict-Transport-Security "${HSTS_PRELOAD}"`,
  iis: [
    "<system.webServer>",
    "  <httpProtocol>",
    "    <customHeaders>",
    `      <add name="Strict-Transport-Security" value="${HSTS_PRELOAD}" />`,
    "    </customHeaders>",
    "  </httpProtocol>",
    "</system.webServer>",
  ].join("\n"),
  cloudflare:
    "SSL/TLS › Edge Certificates › HTTP Strict Transport Security (HSTS)\nMax-Age: 12 months (or more), Include subdomains: On, Preload: On",
  express: `app.use((req, res, next) => {\n  res.setHeader("Strict-Transport-Security", "${HSTS_PRELOAD}");\n  next();\n});`,
};

export const TLS_SNIPPETS: Record<TlsTestId, Snippets> = {
  "protocol-legacy": PROTOCOLS,
  "protocol-modern": PROTOCOLS,
  "cipher-suites": CIPHERS,
  "certificate-trust": CERTIFICATE,
  "certificate-host": CERTIFICATE,
  "certificate-validity": CERTIFICATE,
  "certificate-expiry": CERTIFICATE,
  "certificate-chain": CHAIN,
  "certificate-key": KEY,
  "certificate-signature": CERTIFICATE,
  "ocsp-stapling": OCSP,
  "hsts-preload": HSTS,
};
