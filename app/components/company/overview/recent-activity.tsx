import { CircleCheck, CirclePlay } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecentActivity } from "../../../../contract/company.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";

/** The latest enrolment starts and completions of the company's people, newest first. */
export function RecentActivityList({
  items,
  relative,
  long,
}: {
  items: RecentActivity[];
  relative: (iso: string) => string;
  long: (iso: string) => string;
}) {
  const { t } = useTranslation("company");
  if (!items.length)
    return <p className="rounded-xl border border-dashed border-border p-5 text-sm text-muted">{t("overview.recent.empty")}</p>;
  return (
    <ol className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface-raised" data-testid="recent-activity">
      {items.map((a) => {
        const Icon = a.kind === "completed" ? CircleCheck : CirclePlay;
        return (
          <li key={a.id} className="flex items-start gap-3 p-3 sm:p-4">
            <Icon
              aria-hidden="true"
              focusable="false"
              className={`mt-0.5 size-5 shrink-0 ${a.kind === "completed" ? "text-accent-text" : "text-primary-text"}`}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="text-sm">
                {sentence(t(`overview.recent.${a.kind}`), {
                  person: <strong className="font-semibold">{a.person.name || t("overview.recent.someone")}</strong>,
                  course: (
                    <LocalizedLink
                      to={`/training/courses/${a.course.slug}`}
                      className="font-medium text-primary-text underline-offset-4 hover:underline"
                    >
                      {a.course.title}
                    </LocalizedLink>
                  ),
                })}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={a.at} title={long(a.at)}>
                  {relative(a.at)}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A catalog sentence whose <person>…</person> and <course>…</course> parts become the given
 * elements (the words inside the tags are only placeholders): the same markup on the server
 * and in the browser, and names are never read as markup.
 */
function sentence(template: string, parts: Record<"person" | "course", ReactNode>): ReactNode[] {
  return template
    .split(/<(person|course)>.*?<\/\1>/)
    .map((text, i) => (i % 2 === 1 ? <span key={i}>{parts[text as "person" | "course"]}</span> : text));
}
