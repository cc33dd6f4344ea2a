import type { Citation } from "../../../contract/assistants.ts";

/** A piece of an answer: plain text, or an [n] marker that leads to the n-th citation. */
export type AnswerSegment = { text: string } | { text: string; n: number; citation: Citation };

/**
 * Cuts an answer into text and citation markers: "[2]" becomes a link to the second citation
 * when there is one, and stays text otherwise. Text only: nothing of the answer is ever HTML.
 */
export function answerSegments(text: string, citations: readonly Citation[]): AnswerSegment[] {
  const out: AnswerSegment[] = [];
  const re = /\[(\d{1,2})\]/g;
  let last = 0;
  const plain = (s: string) => {
    if (!s) return;
    const prev = out.at(-1);
    if (prev && !("n" in prev)) prev.text += s;
    else out.push({ text: s });
  };
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const n = Number(m[1]);
    const citation = citations[n - 1];
    plain(text.slice(last, m.index));
    if (citation) out.push({ text: m[0], n, citation });
    else plain(m[0]);
    last = m.index + m[0].length;
  }
  plain(text.slice(last));
  return out;
}

/** A citation's address as a link may carry: a path on this site, anything else none. */
export function sitePath(url: string): string | null {
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}
