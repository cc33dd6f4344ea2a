import type { RedFlag } from "../../../../contract/phishing.ts";

/** A red flag's number on the page: its place in the template's list, counted from 1. */
export const flagNumber = (flags: readonly RedFlag[], id: string) => flags.findIndex((f) => f.id === id) + 1;

const SAFE_ID = /^[a-z0-9-]{1,40}$/;
const RED = "#b91c1c";

/**
 * The message as the sandboxed frame shows it: each element the template marked
 * `data-flag="<id>"` outlined in red with its red flag's number before it, by CSS alone (the
 * frame runs no script). Only body flags are marked there; the sender and subject flags are
 * numbered on those lines beside the frame.
 */
export function flaggedDocument(html: string, flags: readonly RedFlag[]): string {
  const rules = flags
    .map((f, i) => ({ f, n: i + 1 }))
    .filter(({ f }) => f.target === "body" && SAFE_ID.test(f.id))
    .map(
      ({ f, n }) =>
        `[data-flag="${f.id}"]{outline:3px solid ${RED};outline-offset:2px;background:#fef2f2;border-radius:2px}` +
        `[data-flag="${f.id}"]::before{content:"${n}";display:inline-block;min-width:1.4em;margin-right:.3em;padding:0 .35em;border-radius:999px;background:${RED};color:#fff;font:700 12px/1.6 system-ui,sans-serif;text-align:center;vertical-align:middle}`,
    )
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:12px;font-family:system-ui,sans-serif;overflow-wrap:anywhere}img{max-width:100%;height:auto}${rules}</style></head><body>${html}</body></html>`;
}
