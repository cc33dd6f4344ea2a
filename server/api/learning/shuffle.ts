import { createHash } from "node:crypto";

/**
 * Options in an order of their own for each attempt, the same order every time that attempt is
 * read: a permutation drawn from a seed (Fisher–Yates fed by SHA-256), so nothing is stored and a
 * reload shows what the learner saw.
 */
export function permutation(n: number, seed: string): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let bytes = Buffer.alloc(0);
  let block = 0;
  let at = 0;
  const next = () => {
    if (at + 4 > bytes.length) {
      bytes = createHash("sha256").update(`${seed}#${block++}`).digest();
      at = 0;
    }
    const v = bytes.readUInt32BE(at);
    at += 4;
    return v;
  };
  for (let i = n - 1; i > 0; i--) {
    // rejection sampling keeps every order equally likely
    const limit = Math.floor(0x1_0000_0000 / (i + 1)) * (i + 1);
    let v = next();
    while (v >= limit) v = next();
    const j = v % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * An option's stable id: the same in every attempt and language, and saying nothing about where
 * the option stands in the authored order (a digest of the question's owner, question and option).
 */
export function optionIds(owner: string, question: number | string, count: number): string[] {
  const ids = Array.from(
    { length: count },
    (_, k) => `o${createHash("sha256").update(`${owner}:${question}:${k}`).digest("base64url").slice(0, 10)}`,
  );
  // ten base64url characters cannot realistically collide among five options; be sure anyway
  return new Set(ids).size === ids.length ? ids : ids.map((id, k) => `${id}${k}`);
}

/** A question as served in one attempt: its options shuffled, each with its id. */
export function shuffled(options: readonly string[], ids: readonly string[], seed: string) {
  const order = permutation(options.length, seed);
  return { order, choices: order.map((k) => ({ id: ids[k]!, text: options[k]! })) };
}

/**
 * A submitted answer in the authored order: option ids, or positions in the order the attempt
 * showed. Null when an id is not one of the question's options.
 */
export function toAuthored(answer: readonly (number | string)[], ids: readonly string[], order: readonly number[]): number[] | null {
  const out = new Set<number>();
  for (const a of answer) {
    if (typeof a === "string") {
      const k = ids.indexOf(a);
      if (k < 0) return null;
      out.add(k);
    } else if (a < order.length) out.add(order[a]!);
    // a position past the last option chooses nothing (as before: such an answer is simply wrong)
  }
  return [...out].sort((a, b) => a - b);
}

/** Whether a chosen set is exactly the right set. */
export const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);
