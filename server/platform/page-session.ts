// What the in-process API calls of one page request share. A signed-in page asks the API
// several things (the guards' /auth/me, then each loader's reads, often at once); every call
// checked the same session anew (token signature, refresh-token row) and built the same viewer
// (person, memberships, roles). Within one page request they are worked out once, and
// forgotten as soon as the page writes anything (a write may change either). Calls from a
// browser never share anything: only requests the page server made are registered here.

/** One page request's shared answers, keyed by what they depend on (tenant, token, person). */
export class PageSession {
  private readonly answers = new Map<string, Promise<unknown>>();

  /** The answer for `key`, worked out once for the page (a failure is not kept). */
  remember<T>(key: string, work: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = work();
      this.answers.set(key, answer);
      answer.catch(() => this.answers.get(key) === answer && this.answers.delete(key));
    }
    return answer;
  }

  /** After a write: every later call works things out again. */
  clear() {
    this.answers.clear();
  }
}

const sessions = new WeakMap<Request, PageSession>();

/**
 * Registers an in-process request of a page request: a read shares the page's answers; a
 * write shares nothing and makes every read after it work things out again.
 */
export function sharePageSession(request: Request, session: PageSession) {
  if (request.method === "GET" || request.method === "HEAD") sessions.set(request, session);
  else session.clear();
}

/** The page session a read belongs to; none for a browser's request or a write. */
export const pageSessionOf = (request: Request): PageSession | undefined => sessions.get(request);
