import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/**
 * Hono's default router (the RegExpRouter where it can take every route, else the TrieRouter)
 * with its answers remembered per method and path. The app's routes cannot all go to the
 * RegExpRouter — it refuses a fixed segment beside a parameter, such as
 * /entity/imports/template.csv beside /entity/imports/{id} — so requests were matched by
 * walking the TrieRouter's ~480 routes; a path asked again (the brand API, a page and its API
 * reads) is now one map read. An answer depends on the method and path only and is only read
 * by Hono; the memory is bounded (forgotten at once past `max` paths).
 */
export class RememberingRouter<T> implements Router<T> {
  readonly name = "RememberingRouter";
  private readonly inner: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
  private readonly known = new Map<string, Result<T>>();

  constructor(private readonly max = 5000) {}

  add(method: string, path: string, handler: T): void {
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let answer = this.known.get(key);
    if (!answer) {
      answer = this.inner.match(method, path);
      if (this.known.size >= this.max) this.known.clear();
      this.known.set(key, answer);
    }
    return answer;
  }

  /** Which router Hono settled on (for tests and the curious). */
  get activeRouter(): string {
    return this.inner.name;
  }
}
