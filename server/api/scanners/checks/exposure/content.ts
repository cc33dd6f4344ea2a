/**
 * What a probed file is, judged by its content and never by its status alone: many sites answer
 * 200 with their home page or a "not found" page for any path, so a finding needs the file's own
 * structure (a git config's [core] section, KEY=VALUE lines, an archive's magic bytes, a listing's
 * markup). Pure functions over the first bytes of a body.
 */

const HTML_START = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body|meta|title|script|div|p|h1)[\s>]/i;

/** An HTML page, by its media type or by how it starts. */
export function isHtml(body: Buffer | string, mediaType = ""): boolean {
  if (mediaType === "text/html" || mediaType === "application/xhtml+xml") return true;
  const text = typeof body === "string" ? body.slice(0, 2048) : body.subarray(0, 2048).toString("latin1");
  return HTML_START.test(text) || /<html[\s>]/i.test(text);
}

const text = (body: Buffer) => body.toString("utf8");

/**
 * A git repository's config: a [core] section header on a line of its own, in a body that is not
 * HTML. Only the section names are kept as evidence (a remote's URL may carry a token).
 */
export function gitConfigSections(body: Buffer, mediaType: string): string[] | null {
  if (isHtml(body, mediaType)) return null;
  const sections = [...text(body).matchAll(/^[ \t]*\[([A-Za-z0-9.-]+)(?:[ \t]+"[^"\n]*")?\][ \t]*$/gm)].map((m) => m[1]!.toLowerCase());
  return sections.includes("core") ? [...new Set(sections)] : null;
}

const ENV_LINE = /^(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.]*)[ \t]*=/;

/**
 * A dotenv file: lines of KEY=VALUE (comments and blank lines aside), most of its lines, in a body
 * that is not HTML. Only the names are kept as evidence: the values are the secrets.
 */
export function envKeys(body: Buffer, mediaType: string): string[] | null {
  if (isHtml(body, mediaType) || body.includes(0)) return null;
  const all = text(body);
  const lines = all
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  // a body cut at the size limit may end in half a line
  const cut = lines.length > 1 && !all.endsWith("\n") && !ENV_LINE.test(lines.at(-1)!);
  const judged = cut ? lines.slice(0, -1) : lines;
  const keys = judged.map((l) => ENV_LINE.exec(l)?.[1]).filter((k): k is string => !!k);
  return keys.length > 0 && keys.length >= judged.length * 0.8 ? [...new Set(keys)] : null;
}

export type BackupKind = "zip" | "gzip" | "tar" | "7z" | "rar" | "sql" | "php" | "ds_store";

const MAGIC: [BackupKind, number, Buffer][] = [
  ["zip", 0, Buffer.from("504b0304", "hex")],
  ["zip", 0, Buffer.from("504b0506", "hex")], // an empty archive
  ["gzip", 0, Buffer.from("1f8b08", "hex")],
  ["7z", 0, Buffer.from("377abcaf271c", "hex")],
  ["rar", 0, Buffer.from("526172211a07", "hex")],
  ["tar", 257, Buffer.from("ustar", "latin1")],
  ["ds_store", 0, Buffer.from("0000000142756431", "hex")], // "\0\0\0\x01Bud1"
];
const SQL_DUMP =
  /(^|\n)[ \t]*(--[ \t]*(MySQL|MariaDB|PostgreSQL)( database)? dump|CREATE[ \t]+TABLE|INSERT[ \t]+INTO|DROP[ \t]+TABLE|CREATE[ \t]+DATABASE|LOCK[ \t]+TABLES|COPY[ \t]+[\w."]+[ \t]*\()/i;
const PHP_CONFIG = /<\?php[\s\S]*(define\s*\(\s*['"]DB_|\$db|password|DB_PASSWORD|DB_HOST)/i;

/** What kind of backup the body is (archive by magic bytes; dump or source by its text), or null. */
export function backupKind(body: Buffer, mediaType: string): BackupKind | null {
  for (const [kind, offset, magic] of MAGIC) {
    if (body.length >= offset + magic.length && body.subarray(offset, offset + magic.length).equals(magic)) return kind;
  }
  if (isHtml(body, mediaType) || body.subarray(0, 4096).includes(0)) return null;
  const start = body.subarray(0, 8192).toString("utf8");
  if (SQL_DUMP.test(start)) return "sql";
  if (PHP_CONFIG.test(start)) return "php";
  return null;
}

/** Archives, dumps and source hold the site's data or secrets; a .DS_Store only names its files. */
export const SERIOUS_BACKUPS: ReadonlySet<BackupKind> = new Set(["zip", "gzip", "tar", "7z", "rar", "sql", "php"]);

export type ListingServer = "apache" | "nginx" | "iis" | "other";

/** A generated directory listing (Apache, nginx, IIS, lighttpd, Python's http.server…), or null. */
export function directoryListing(body: Buffer | string): ListingServer | null {
  const html = typeof body === "string" ? body : body.toString("utf8");
  if (/\[To Parent Directory\]/i.test(html) || /<h1>[^<]* - \/[^<]*<\/h1>\s*<hr>/i.test(html)) return "iis";
  const indexOf = /<title>\s*Index of \/[^<]*<\/title>/i.test(html) && /<h1>\s*Index of \/[^<]*<\/h1>/i.test(html);
  if (indexOf && /<hr>\s*<pre>\s*<a href="\.\.\/">\.\.\/<\/a>/i.test(html)) return "nginx";
  if (indexOf && (/>\s*Parent Directory\s*</i.test(html) || /<address>\s*Apache/i.test(html))) return "apache";
  if (indexOf || /<title>\s*Directory listing for \//i.test(html)) return "other";
  return null;
}

/** The headers that name the server's software (lower case, as received → as written). */
export const VERSION_HEADERS: Readonly<Record<string, string>> = {
  server: "Server",
  "x-powered-by": "X-Powered-By",
  "x-aspnet-version": "X-AspNet-Version",
  "x-aspnetmvc-version": "X-AspNetMvc-Version",
  "x-generator": "X-Generator",
};

/** "nginx/1.18.0", "PHP/8.1.2", "Microsoft-IIS/10.0", "4.0.30319", "Apache/2": a product with a version. */
export const hasVersion = (value: string) => /\/\s*v?\d/i.test(value) || /(^|[\s(;])v?\d+\.\d+/i.test(value);
