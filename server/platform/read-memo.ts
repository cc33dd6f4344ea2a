// Reads remembered for a few seconds across requests, until anything is written (decision
// 0038): who a session is, and what a visitor of a public page reads. Every signed-in request
// checked its session (token signature, refresh-token row) and built its viewer (person,
// memberships, roles, federated identity): five queries before any work, on every page and
// on every call the page then makes. Within this process the answers are kept for
// SESSION_MEMO_SECONDS and forgotten the moment anything is written — any API call that is
// not a read, any background job that finishes — so a sign-out, a role taken away or a member
// removed counts at once here; another instance of the server sees it within the window. A
// remembered session never outlives its access token.

export interface ReadMemo {
  /** The answer for `key`: remembered, or worked out now and remembered until `until` (ms) at the latest. */
  remember<T>(key: string, work: () => Promise<T>, until?: (answer: T) => number): Promise<T>;
  /** Something was written: nothing remembered so far is trusted again. */
  forget(): void;
}

/** At most this many answers are kept; past it, everything is forgotten and remembering starts over. */
const MAX_ENTRIES = 10_000;

export function createReadMemo(seconds: number, now: () => number = Date.now): ReadMemo {
  const entries = new Map<string, { expires: number; answer: Promise<unknown> }>();
  // a write that began while an answer was being worked out makes that answer untrustworthy
  let generation = 0;
  return {
    remember<T>(key: string, work: () => Promise<T>, until?: (answer: T) => number) {
      if (seconds <= 0) return work();
      const known = entries.get(key);
      if (known && known.expires > now()) return known.answer as Promise<T>;
      const started = generation;
      const answer = work();
      const entry = { expires: now() + seconds * 1000, answer: answer as Promise<unknown> };
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, entry);
      answer.then(
        (value) => {
          if (generation !== started) {
            if (entries.get(key) === entry) entries.delete(key);
          } else if (until) entry.expires = Math.min(entry.expires, until(value));
        },
        () => entries.get(key) === entry && entries.delete(key),
      );
      return answer;
    },
    forget() {
      generation++;
      entries.clear();
    },
  };
}
