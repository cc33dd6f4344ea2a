import type { DOMPurify } from "dompurify";

const SVG_NS = "http://www.w3.org/2000/svg";
/** Elements that run code, embed other documents or animate attributes (an animated href is a link the checks below never see). */
const DANGEROUS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "audio",
  "video",
  "canvas",
  "handler",
  "listener",
  "set",
  "animate",
  "discard",
]);
/** Children that draw nothing: an SVG with only these is empty. */
const NOT_DRAWN = new Set(["title", "desc", "metadata", "defs", "style"]);
const XML_ENTITIES = new Set(["amp", "lt", "gt", "quot", "apos"]);

type Window = import("jsdom").DOMWindow;
let tools: Promise<{ window: Window; purify: DOMPurify }> | null = null;
/** jsdom and DOMPurify load on the first SVG, not at start. */
const loadTools = () =>
  (tools ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
    const { window } = new JSDOM("");
    return { window, purify: createDOMPurify(window as never) };
  })());

export interface SanitizedSvg {
  svg: string;
  width: number;
  height: number;
  /** Nothing drawable was left once the unsafe parts were taken out. */
  empty: boolean;
}

/**
 * Parses `text` as an SVG document and takes out everything that could run or fetch. Answers
 * null when it is not one: not well-formed XML, or a root other than `<svg>` in the SVG namespace.
 * The doctype goes before parsing (no entity is ever expanded; unknown references are dropped).
 */
export async function sanitizeSvg(text: string): Promise<SanitizedSvg | null> {
  if (!/^\s*</.test(text)) return null;
  const { window, purify } = await loadTools();
  const source = text
    .replace(/<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/gi, "")
    .replace(/&([A-Za-z_][\w.-]*);/g, (m, name: string) => (XML_ENTITIES.has(name) ? m : ""));
  const doc = new window.DOMParser().parseFromString(source, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || root.localName !== "svg" || root.namespaceURI !== SVG_NS) return null;

  try {
    // <use> comes back: its only danger, a reference to another document, goes with every such href below
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ["use"],
      FORBID_TAGS: [...DANGEROUS],
    });
  } catch {
    return null; // DOMPurify gave up on the document (a clobbered root): nothing of it is kept
  }
  scrub(root);

  const drawn = [...root.children].some((el) => !NOT_DRAWN.has(el.localName.toLowerCase()));
  const svg = new window.XMLSerializer().serializeToString(root);
  return { svg, ...size(root), empty: !drawn };
}

/** What DOMPurify's SVG profile lets through that a logo must not carry: links out, handlers, external CSS. */
function scrub(root: Element) {
  const walk = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 8 || child.nodeType === 7) {
        child.remove(); // comments and processing instructions
        continue;
      }
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      const name = el.localName.toLowerCase();
      if (DANGEROUS.has(name) || (name === "style" && !safeCss(el.textContent ?? ""))) {
        el.remove();
        continue;
      }
      cleanAttributes(el);
      walk(el);
    }
  };
  cleanAttributes(root);
  walk(root);
}

function cleanAttributes(el: Element) {
  for (const attr of [...el.attributes]) {
    const name = attr.localName.toLowerCase();
    const value = attr.value;
    const unsafe =
      name.startsWith("on") ||
      // href and xlink:href: only a reference inside this document
      (name === "href" && !/^#[^\s]*$/.test(value.trim())) ||
      name === "attributename" ||
      (name === "style" ? !safeCss(value) : /url\s*\(/i.test(value) && !onlyLocalUrls(value));
    if (unsafe) el.removeAttributeNode(attr);
  }
}

/** Every url(...) in the text points inside this document (#id). */
function onlyLocalUrls(text: string): boolean {
  for (const m of text.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"]*)/gi)) if (!(m[2] ?? "").startsWith("#")) return false;
  return true;
}

/**
 * CSS that fetches nothing and runs nothing: no @import, no expression(), no url() outside this
 * document, no image-set(); escapes are refused, since they can spell any of those.
 */
function safeCss(css: string): boolean {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  if (/\\|@import|expression\s*\(|javascript:|image-set\s*\(|image\s*\(|cross-fade\s*\(|src\s*\(|-moz-binding|behavior\s*:/i.test(text))
    return false;
  return onlyLocalUrls(text);
}

/** The drawing's size: width and height in user units (px) when given, else the viewBox's; 0 when neither says. */
function size(root: Element): { width: number; height: number } {
  const px = (v: string | null) => {
    const m = v?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
    return m ? Math.round(Number(m[1])) : 0;
  };
  let width = px(root.getAttribute("width"));
  let height = px(root.getAttribute("height"));
  const box = (root.getAttribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if ((!width || !height) && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    width = Math.round(box[2]!);
    height = Math.round(box[3]!);
  }
  return { width, height };
}
