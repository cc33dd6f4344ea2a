import { crc32, deflateSync } from "node:zlib";
import QRCode from "qrcode";
import sanitizeHtml from "sanitize-html";
import { MERGE_FIELDS, type TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import type { TemplateContent } from "../../../../contract/phishing.ts";
import type { TemplateContentByLanguage } from "../schema.ts";

/**
 * A template's HTML made safe (docs/decisions/0059-phishing-html-sanitising.md) and a message
 * rendered for one person: merge fields filled, the QR code's image, the red flags' marks.
 */

/** The text and layout tags e-mails use; everything else (script, form, iframe, object, link, style…) goes. */
const TAGS = [
  ...["html", "head", "body", "title", "meta", "div", "span", "p", "br", "hr", "a", "img", "b", "strong", "i", "em", "u", "s", "small"],
  ...["h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "code", "center", "font", "sup", "sub"],
  ...["table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption", "colgroup", "col"],
];
const COMMON = ["style", "class", "id", "title", "align", "valign", "width", "height", "bgcolor", "color", "dir", "lang", "data-flag"];
const SAFE_IMAGE = /^(https:|cid:|data:image\/png;base64,)/i;

/** An inline style that could load something or run something (`url(…)`, `expression(…)`, `@import`) is dropped whole. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|@import|javascript:|behavior\s*:/i;
function styleGuard(tagName: string, attribs: sanitizeHtml.Attributes) {
  if (attribs.style && UNSAFE_STYLE.test(attribs.style)) {
    const { style: _dropped, ...rest } = attribs;
    return { tagName, attribs: rest };
  }
  return { tagName, attribs };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    "*": COMMON,
    a: ["href", "target", "rel"],
    img: ["src", "alt", "data-qr", "border"],
    table: ["border", "cellpadding", "cellspacing", "role"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    font: ["face", "size"],
    meta: ["charset"],
  },
  // a merge field ({{link}}) is a link's target before it is filled
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https", "cid", "data"] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ["href", "src"],
  transformTags: { "*": styleGuard },
  // a <style> or <script> goes with its content, not just its tags
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object"],
  // an image whose source was refused goes whole (the QR code's place has none until it is rendered)
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    frame.attribs["data-qr"] === undefined &&
    (!frame.attribs.src || (!SAFE_IMAGE.test(frame.attribs.src) && !isMergeField(frame.attribs.src))),
};

const isMergeField = (value: string) => /^\{\{\s*\w+\s*\}\}$/.test(value);

/** What a template's HTML keeps: no scripts, handlers, forms, frames, objects, `javascript:` URLs or outside stylesheets. */
export function sanitize(html: string): string {
  // sanitize-html would drop `href="{{link}}"` as a relative URL it cannot judge: keep the merge fields through it
  const kept = html.replace(
    /(href|src)\s*=\s*(["'])\{\{\s*(\w+)\s*\}\}\2/gi,
    (_m, attr: string, q: string, f: string) => `${attr}=${q}https://merge.invalid/${f}${q}`,
  );
  return sanitizeHtml(kept, OPTIONS).replace(/https:\/\/merge\.invalid\/(\w+)/g, "{{$1}}");
}

export type MergeValues = { first_name: string; company: string; link: string; report_link: string; pixel?: string };
export type InlineImage = { cid: string; filename: string; contentType: "image/png"; content: Buffer };

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const FIELD = /\{\{\s*([\w.-]*)\s*\}\}/g;

/** The `{{…}}` in these texts that are not merge fields, each once. */
export function unknownFields(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const t of texts)
    for (const m of t.matchAll(FIELD)) if (!(MERGE_FIELDS as readonly string[]).includes(m[1]!)) found.add(`{{${m[1]}}}`);
  return [...found];
}

const fill = (s: string, values: MergeValues, escape: (v: string) => string) =>
  s.replace(FIELD, (whole, name: string) =>
    (MERGE_FIELDS as readonly string[]).includes(name) ? escape(values[name as keyof MergeValues] ?? "") : whole,
  );

/** A PNG of the QR code (black on white, 4 px a module, the standard quiet zone), made synchronously. */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const scale = 4;
  const margin = 4;
  const side = (modules.size + margin * 2) * scale;
  const raw = Buffer.alloc((side + 1) * side, 255);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0; // the row's filter: none
    const my = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - margin;
      if (mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx)) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const QR_CID = "qr@simulation";

/** The words in the person's language, else the template's other one. */
export function pick(
  content: TemplateContentByLanguage,
  language: TemplateLanguage,
): { language: TemplateLanguage; words: TemplateContent } {
  const other: TemplateLanguage = language === "en" ? "pt" : "en";
  const chosen = content[language] ? language : other;
  return { language: chosen, words: (content[chosen] ?? content[language])! };
}

/** One message's bodies: sanitised, merge fields filled, the QR code placed, flags kept or stripped, the pixel added. */
export function renderBodies(words: TemplateContent, values: MergeValues, opts: { qr: boolean; keepFlags: boolean }) {
  let inline: InlineImage[] = [];
  let qrSrc = "";
  if (opts.qr) {
    const png = qrPng(values.link || "#");
    if (opts.keepFlags) qrSrc = `data:image/png;base64,${png.toString("base64")}`;
    else {
      qrSrc = `cid:${QR_CID}`;
      inline = [{ cid: QR_CID, filename: "qr.png", contentType: "image/png", content: png }];
    }
  }
  let html = fill(sanitize(words.html), values, escapeHtml);
  html = sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: opts.keepFlags
      ? OPTIONS.allowedAttributes
      : Object.fromEntries(
          Object.entries(OPTIONS.allowedAttributes as Record<string, string[]>).map(([k, v]) => [k, v.filter((a) => a !== "data-flag")]),
        ),
    transformTags: {
      "*": styleGuard,
      img: (tag, attribs) => styleGuard(tag, opts.qr && attribs["data-qr"] !== undefined ? { ...attribs, src: qrSrc } : attribs),
    },
  });
  if (values.pixel) {
    const img = `<img src="${escapeHtml(values.pixel)}" width="1" height="1" alt="">`;
    html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${img}</body>`) : html + img;
  }
  return { html, text: fill(words.text, values, (v) => v), inline };
}
