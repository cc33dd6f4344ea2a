import { useTranslation } from "react-i18next";
import { fieldId, type FieldIssue } from "./editor-issues.ts";

const LISTS = new Set(["steps", "questions", "options", "body", "takeaways", "keyTakeaways"]);

/** Words for where a problem is, from its path ("en.steps.2.title" → "English · Step 3 · Title"). */
function usePlace() {
  const { t } = useTranslation("creatorEditor");
  return (path: string) => {
    const parts = path.split(".");
    const out: string[] = [];
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      const next = parts[i + 1];
      if (i === 0 && (p === "en" || p === "pt")) out.push(t(`languages.${p}`));
      else if (LISTS.has(p)) {
        // an item of a list ("Step 3"), or the list as a whole ("Steps")
        if (next && /^\d+$/.test(next)) {
          out.push(t(`place.${p}`, { n: Number(next) + 1 }));
          i++;
        } else out.push(t(`place.list.${p}`));
      } else out.push(t(`place.${p}`, { defaultValue: p }));
    }
    return out.join(" · ");
  };
}

/**
 * What stands between the draft and saving, rendering or publishing, listed at the top: each a
 * link to its field (the language tab is opened and the field focused by `onGo`).
 */
export function IssueSummary({ issues, onGo }: { issues: readonly FieldIssue[]; onGo: (path: string) => void }) {
  const { t } = useTranslation("creatorEditor");
  const place = usePlace();
  const groups = (["error", "render", "publish"] as const)
    .map((kind) => ({ kind, items: issues.filter((i) => i.kind === kind) }))
    .filter((g) => g.items.length);
  if (!groups.length)
    return (
      <p className="rounded-xl border border-border bg-surface-raised p-4 text-sm" data-testid="issue-summary">
        {t("issues.none")}
      </p>
    );
  return (
    <section aria-labelledby="issues-title" className="rounded-xl border border-border bg-surface-raised p-4" data-testid="issue-summary">
      <h2 id="issues-title" className="text-lg font-semibold">
        {t("issues.title")}
      </h2>
      {groups.map((g) => (
        <div key={g.kind} className="mt-3">
          <h3 className="text-sm font-semibold">{t(`issues.group.${g.kind}`, { count: g.items.length })}</h3>
          <ul className="mt-1 flex max-h-60 flex-col gap-1 overflow-y-auto text-sm">
            {g.items.map((issue, i) => (
              <li key={`${issue.path}-${i}`}>
                <a
                  href={`#${fieldId(issue.path)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onGo(issue.path);
                  }}
                  className="underline underline-offset-2 hover:no-underline"
                >
                  <span className="font-medium">{place(issue.path)}</span>: {issue.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
