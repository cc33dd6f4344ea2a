import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorCourse } from "../../../contract/authoring.ts";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { CoverEditor } from "./editor-cover.tsx";
import { draftOf, emptyLanguage, type EditorDraft } from "./editor-draft.ts";
import { IssuesContext } from "./editor-field.tsx";
import { IssueSummary } from "./editor-issue-summary.tsx";
import { clientIssues, issuePath, pathOfHash, readinessIssues, targetOf, type FieldIssue } from "./editor-issues.ts";
import { LanguageTabs } from "./editor-language-tabs.tsx";
import { ConflictBanner, SaveStatus } from "./editor-save-status.tsx";
import { SettingsEditor, type Presenter } from "./editor-settings.tsx";
import { useAutosave } from "./editor-use-autosave.ts";

/**
 * The course editor: the whole draft in the page's state, saved by autosave after each pause;
 * every problem known (the browser's, a refused save's, the server's readiness to render and
 * publish) shown at its field and listed at the top.
 */
export function CourseEditor({
  course,
  presenters,
  outlineDrafting,
  header,
}: {
  course: CreatorCourse;
  presenters: readonly Presenter[];
  outlineDrafting: boolean;
  /** The page's head (title, links), given the draft's title as written. */
  header: (title: string, status: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useTranslation("creatorEditor");
  const [draft, setDraft] = useState<EditorDraft>(() => draftOf(course));
  const [coverUrl, setCoverUrl] = useState(course.coverUrl);
  const [readiness, setReadiness] = useState(course.readiness);
  const [refused, setRefused] = useState<FieldIssue[]>([]);
  const [tab, setTab] = useState<CreatorLanguage>(course.languages[0] ?? "en");
  const [focusPath, setFocusPath] = useState<{ path: string } | null>(null);
  // another version loaded: the fields that keep text of their own (tags as typed) start again from it
  const [generation, setGeneration] = useState(0);
  const auto = useAutosave({
    course,
    draft,
    fallbackMessage: t("save.networkError"),
    onSaved: (c) => {
      setReadiness(c.readiness);
      setRefused([]);
    },
    onRefused: (f) =>
      setRefused((f.error.issues ?? []).map((i) => ({ path: issuePath(i.path), message: i.message, kind: "error" as const }))),
    onReloaded: (c) => {
      setDraft(draftOf(c));
      setReadiness(c.readiness);
      setCoverUrl(c.coverUrl);
      setRefused([]);
      setGeneration((g) => g + 1);
    },
  });

  const change = (next: EditorDraft) => {
    setDraft(next);
    auto.edit();
  };
  const issues = useMemo(() => [...refused, ...clientIssues(draft, t), ...readinessIssues(readiness)], [refused, draft, t, readiness]);
  const current = draft.languages.includes(tab) ? tab : (draft.languages[0] ?? "en");

  // a problem's link: open its language's tab, then focus its field (or the nearest part shown)
  function go(path: string) {
    const lang = path.split(".")[0];
    if ((lang === "en" || lang === "pt") && draft.languages.includes(lang)) setTab(lang);
    setFocusPath({ path });
  }
  // a link into the editor at a field (the course page's "what is missing"): opened there
  useEffect(() => {
    const path = pathOfHash(window.location.hash);
    if (path) go(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens
  }, []);
  useEffect(() => {
    if (!focusPath) return;
    const id = targetOf(focusPath.path, (x) => Boolean(document.getElementById(x)));
    const el = id ? document.getElementById(id) : null;
    el?.closest("details")?.setAttribute("open", "");
    el?.focus();
    el?.scrollIntoView({ block: "center" });
  }, [focusPath]);

  const title = draft[current]?.title || draft.en?.title || draft.pt?.title || "";
  return (
    <IssuesContext.Provider value={issues}>
      <div className="flex flex-col gap-6">
        {header(title, <SaveStatus state={auto.state} onRetry={auto.retry} />)}
        {auto.state.phase === "conflict" ? <ConflictBanner onLoadTheirs={auto.loadTheirs} onKeepMine={auto.keepMine} /> : null}
        <IssueSummary issues={issues} onGo={go} />
        <section aria-labelledby="settings-title" className="flex flex-col gap-4 rounded-xl border border-border p-4">
          <h2 id="settings-title" className="text-xl font-semibold">
            {t("settings.title")}
          </h2>
          <CoverEditor
            courseId={course.id}
            coverUrl={coverUrl}
            onChanged={(c) => {
              setCoverUrl(c.coverUrl);
              auto.revised(c.revision);
            }}
          />
          <SettingsEditor key={generation} draft={draft} onChange={change} presenters={presenters} />
        </section>
        <LanguageTabs
          key={generation}
          languages={draft.languages}
          selected={current}
          onSelect={setTab}
          draft={draft}
          outlineDrafting={outlineDrafting}
          onChange={(lang, value) => change({ ...draft, [lang]: value ?? emptyLanguage() })}
        />
      </div>
    </IssuesContext.Provider>
  );
}
