/**
 * The start tags of an HTML page, read the way a streaming tokenizer reads them: every `<meta>`
 * and `<script>` counts wherever it stands (inside <noscript> or <template> too), which is how
 * the MDN HTTP Observatory finds the meta policies and the scripts it judges. No tree is built:
 * pages can be megabytes and only a few tags matter.
 */

export interface StartTag {
  name: string;
  /** Lower-case names; the first of a repeated attribute wins; entities decoded. */
  attrs: Record<string, string>;
}

// Elements whose content is text up to their end tag: a "<script>" inside a string of JavaScript
// or a <title> is not a tag.
const TEXT_ONLY = new Set(["script", "style", "title", "textarea"]);
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f";
const isLetter = (c: string | undefined) => !!c && /[a-zA-Z]/.test(c);

/** The start tags named in `wanted`, in document order. */
export function startTags(html: string, wanted: ReadonlySet<string>): StartTag[] {
  const found: StartTag[] = [];
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    const next = html[lt + 1];
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? n : end + 3;
    } else if (next === "!" || next === "?" || next === "/") {
      // doctype, processing instruction, CDATA or an end tag: nothing to collect up to its '>'
      const end = html.indexOf(">", lt + 2);
      i = end < 0 ? n : end + 1;
    } else if (!isLetter(next)) {
      i = lt + 1;
    } else {
      const tag = readStartTag(html, lt + 1);
      if (wanted.has(tag.name)) found.push({ name: tag.name, attrs: tag.attrs });
      i = tag.end;
      if (TEXT_ONLY.has(tag.name)) i = endOfText(html, i, tag.name);
    }
  }
  return found;
}

function readStartTag(html: string, from: number): { name: string; attrs: Record<string, string>; end: number } {
  const n = html.length;
  let j = from;
  while (j < n && !isSpace(html[j]) && html[j] !== "/" && html[j] !== ">") j++;
  const name = html.slice(from, j).toLowerCase();
  const attrs: Record<string, string> = {};
  while (j < n) {
    while (j < n && (isSpace(html[j]) || html[j] === "/")) j++;
    if (j >= n) break;
    if (html[j] === ">") return { name, attrs, end: j + 1 };
    const nameStart = j;
    j++; // an attribute name may begin with '='
    while (j < n && !isSpace(html[j]) && html[j] !== "/" && html[j] !== ">" && html[j] !== "=") j++;
    const attr = html.slice(nameStart, j).toLowerCase();
    while (j < n && isSpace(html[j])) j++;
    let value = "";
    if (html[j] === "=") {
      j++;
      while (j < n && isSpace(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        value = html.slice(j + 1, close < 0 ? n : close);
        j = close < 0 ? n : close + 1;
      } else {
        const start = j;
        while (j < n && !isSpace(html[j]) && html[j] !== ">") j++;
        value = html.slice(start, j);
      }
    }
    if (!Object.hasOwn(attrs, attr)) attrs[attr] = decodeEntities(value);
  }
  return { name, attrs, end: n };
}

/** Where the text of a <script>, <style>, <title> or <textarea> ends: past its end tag. */
function endOfText(html: string, from: number, name: string): number {
  const closing = new RegExp(`</${name}(?=[\\s/>]|$)`, "gi");
  closing.lastIndex = from;
  const m = closing.exec(html);
  if (!m) return html.length;
  const end = html.indexOf(">", m.index);
  return end < 0 ? html.length : end + 1;
}
