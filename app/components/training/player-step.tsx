import { CheckCircle2 } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { EnrollmentContent } from "../../../contract/learning.ts";
import { Illustration } from "../ui/illustration.tsx";

type Step = EnrollmentContent["steps"][number];

/** One step of a course: its heading (focused when the learner moves), illustration, text and take-aways. */
export function PlayerStep({ step, headingRef }: { step: Step; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation("learn");
  return (
    <article
      aria-labelledby="step-title"
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <h2 id="step-title" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-xl font-bold sm:text-2xl">
        {step.title}
      </h2>
      <figure className="overflow-hidden rounded-lg bg-surface-sunken">
        <Illustration name={step.illustration} alt={step.illustrationAlt} className="mx-auto max-h-72 object-contain" />
      </figure>
      <div className="flex flex-col gap-4 leading-relaxed">
        {step.body.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {step.takeaways.length ? (
        <section aria-labelledby="step-takeaways" className="rounded-lg bg-surface-sunken p-4 sm:p-5">
          <h3 id="step-takeaways" className="mb-2 font-semibold">
            {t("player.takeaways")}
          </h3>
          <TakeawayList items={step.takeaways} />
        </section>
      ) : null}
    </article>
  );
}

/** Take-aways as a checked list. */
export function TakeawayList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
