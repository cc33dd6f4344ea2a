import { type ReactNode, useState } from "react";
import type { DomainResult } from "./domain-parts.tsx";

const DOMAIN_CARD = "min-w-0 rounded-xl border border-border bg-surface-raised p-5 sm:p-6";

/** A domain card (the company's e-mail domain, a site's custom domain): its title and state badge, then its body. */
export function DomainCardFrame({
  titleId,
  testId,
  title,
  badge,
  children,
}: {
  titleId: string;
  testId: string;
  title: string;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={DOMAIN_CARD} aria-labelledby={titleId} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

/**
 * A domain card's requests, one at a time: `busy` names the one under way (its button spins),
 * `result` is what the last save or check answered. `run` starts a request unless one is under
 * way (then it answers null), clearing the last answer first.
 */
export function useDomainRequests<A extends string>() {
  const [busy, setBusy] = useState<A | null>(null);
  const [result, setResult] = useState<DomainResult>(null);
  async function run<R>(action: A, request: () => Promise<R>): Promise<R | null> {
    if (busy) return null;
    setBusy(action);
    setResult(null);
    const answer = await request();
    setBusy(null);
    return answer;
  }
  return { busy, result, setResult, run };
}
