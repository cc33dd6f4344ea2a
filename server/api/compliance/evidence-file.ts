import { EVIDENCE_FILE_TYPES, type EvidenceFileType } from "../../../contract/compliance-limits.ts";

// What an uploaded evidence file is, judged by its bytes: a name or a declared type proves
// nothing (docs/decisions/0023-uploads-and-storage.md). Markup (HTML, SVG, XML) is never taken,
// whatever it is called, and a file whose name says one accepted type while its content is
// another is refused as disguised.

export type Sniffed =
  | { ok: true; type: EvidenceFileType }
  | { ok: false; reason: "empty" | "unsupported" | "markup" | "disguised"; extension?: string; detected?: EvidenceFileType };

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const contains = (b: Uint8Array, s: string, limit = b.length) =>
  Buffer.from(b.buffer, b.byteOffset, Math.min(b.length, limit)).includes(s, 0, "latin1");

function zipKind(b: Uint8Array): EvidenceFileType | null {
  // OpenDocument: the first entry is an uncompressed "mimetype" file naming the kind
  if (startsWith(b, ascii("mimetype"), 30)) {
    if (contains(b, "application/vnd.oasis.opendocument.text", 200)) return "odt";
    if (contains(b, "application/vnd.oasis.opendocument.spreadsheet", 200)) return "ods";
    return null;
  }
  // Office Open XML: entry names are stored as they are in the local and central headers
  if (!contains(b, "[Content_Types].xml")) return null;
  if (contains(b, "word/document.xml")) return "docx";
  if (contains(b, "xl/workbook.xml")) return "xlsx";
  if (contains(b, "ppt/presentation.xml")) return "pptx";
  return null;
}

const MARKUP = /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|meta|\?xml)\b/i;

function textKind(b: Uint8Array, extension: string): EvidenceFileType | "markup" | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(b);
  } catch {
    return null;
  }
  // control characters other than tab, line breaks and form feed: not a text file
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return null;
  const body = text.replace(/^\uFEFF/, "");
  if (/^\s*</.test(body) || MARKUP.test(body)) return "markup";
  return extension === "csv" ? "csv" : "txt";
}

/** The accepted type of these bytes, or why they are refused. */
export function sniffEvidence(bytes: Uint8Array, fileName: string): Sniffed {
  if (!bytes.length) return { ok: false, reason: "empty" };
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  let detected: EvidenceFileType | null = null;
  if (startsWith(bytes, ascii("%PDF-"))) detected = "pdf";
  else if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) detected = "png";
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) detected = "jpeg";
  else if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) detected = "webp";
  else if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) detected = zipKind(bytes);
  else {
    const t = textKind(bytes, extension);
    if (t === "markup") return { ok: false, reason: "markup", extension };
    detected = t;
  }
  if (!detected) return { ok: false, reason: "unsupported", extension };
  if (!extension) return { ok: true, type: detected };
  const named = (Object.keys(EVIDENCE_FILE_TYPES) as EvidenceFileType[]).find((k) =>
    (EVIDENCE_FILE_TYPES[k].extensions as readonly string[]).includes(extension),
  );
  // a name that says another type (a report.pdf that is a web page, a photo.png that is a PDF), or none we take
  if (!named) return { ok: false, reason: "unsupported", extension };
  const sameFamily = named === detected || (["txt", "csv"].includes(named) && ["txt", "csv"].includes(detected));
  return sameFamily ? { ok: true, type: detected } : { ok: false, reason: "disguised", extension, detected };
}

/** The file's name as it is kept and offered on download: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string, type: EvidenceFileType): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001F\u007F"]/g, "")
    .trim()
    .slice(-200);
  return base || `evidence.${EVIDENCE_FILE_TYPES[type].extensions[0]}`;
}
