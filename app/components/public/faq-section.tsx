import { ChevronDown } from "lucide-react";
import { Container } from "../ui/container.tsx";
import { SectionHeading } from "./section-heading.tsx";

export interface FaqItem {
  question: string;
  answer: string;
}

/** A FAQ section: native <details>/<summary> pairs, keyboard and screen-reader friendly without script. */
export function FaqSection({ id, title, intro, items }: { id: string; title: string; intro?: string; items: FaqItem[] }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <SectionHeading id={id} title={title} intro={intro} />
        <div className="mx-auto mt-10 max-w-3xl divide-y divide-border rounded-2xl border border-border bg-surface-raised">
          {items.map((item) => (
            <details key={item.question} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-1 font-semibold [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted transition group-open:rotate-180" />
              </summary>
              <p className="mt-3 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
