import { ArrowDown, ArrowUp, Check, Plus, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, inputClass } from "../ui/form-field.tsx";
import type { CourseChoice } from "./program-api.ts";
import { MAX_COURSES } from "./program-form-values.ts";

type Focus = { slug: string; control: "up" | "down" | "remove" } | "search" | null;
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg border border-border bg-surface text-fg hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-40";

/**
 * The program's courses: search the catalogue and add, then reorder with up/down buttons or
 * remove. Each change is announced, and focus stays on the control that made it (or its
 * nearest neighbour). The order submits as repeated `courses` fields.
 */
export function CoursePicker({
  id,
  catalogue,
  initial,
  error,
  onChange,
}: {
  id: string;
  catalogue: CourseChoice[];
  initial: CourseChoice[];
  error?: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation("programs");
  const [selected, setSelectedState] = useState(initial);
  const setSelected = (next: CourseChoice[]) => {
    setSelectedState(next);
    onChange?.();
  };
  const [query, setQuery] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const focusNext = useRef<Focus>(null);
  const controlId = (slug: string, control: string) => `${id}-${slug}-${control}`;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) document.getElementById(target === "search" ? `${id}-search` : controlId(target.slug, target.control))?.focus();
  });

  const chosen = new Set(selected.map((c) => c.slug));
  const full = selected.length >= MAX_COURSES;
  const results = query.trim() ? catalogue.filter((c) => fold(c.title).includes(fold(query.trim()))) : catalogue;
  const minutes = selected.reduce((sum, c) => sum + c.durationMinutes, 0);

  function add(course: CourseChoice) {
    if (chosen.has(course.slug) || full) return;
    const next = [...selected, course];
    setSelected(next);
    setAnnouncement(t("picker.announceAdded", { title: course.title, position: next.length, total: next.length }));
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= selected.length) return;
    const next = [...selected];
    const [course] = next.splice(index, 1);
    next.splice(to, 0, course!);
    setSelected(next);
    // at either end the pressed button turns off: keep focus on the item through its other arrow
    const atEdge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    focusNext.current = { slug: course!.slug, control: atEdge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down" };
    setAnnouncement(t("picker.announceMoved", { title: course!.title, position: to + 1, total: next.length }));
  }

  function remove(index: number) {
    const course = selected[index]!;
    const next = selected.filter((_, i) => i !== index);
    setSelected(next);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? { slug: neighbour.slug, control: "remove" } : "search";
    setAnnouncement(t("picker.announceRemoved", { title: course.title, count: next.length }));
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-bold">{t("picker.legend")}</legend>
      <p id={hintId} className="-mt-2 text-sm text-muted">
        {t("picker.hint")}
      </p>
      {error ? <FieldError id={errorId} message={error} icon /> : null}
      {selected.map((c) => (
        <input key={c.slug} type="hidden" name="courses" value={c.slug} />
      ))}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-selected`} className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${id}-selected`} className="font-semibold">
              {t("picker.selected")}
            </h2>
            <p className="text-sm text-muted">{t("picker.selectedCount", { count: selected.length, minutes })}</p>
          </div>
          {selected.length ? (
            <ol className="flex flex-col gap-2" data-testid="picker-selected">
              {selected.map((c, i) => (
                <li key={c.slug} className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised p-2.5">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-xs font-bold"
                  >
                    {i + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium leading-snug">{c.title}</p>
                    <p className="text-xs text-muted">{t("minutes", { count: c.durationMinutes })}</p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <button
                      type="button"
                      id={controlId(c.slug, "up")}
                      className={iconButton}
                      disabled={i === 0}
                      aria-label={t("picker.moveUp", { title: c.title })}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      id={controlId(c.slug, "down")}
                      className={iconButton}
                      disabled={i === selected.length - 1}
                      aria-label={t("picker.moveDown", { title: c.title })}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      id={controlId(c.slug, "remove")}
                      className={iconButton}
                      aria-label={t("picker.remove", { title: c.title })}
                      onClick={() => remove(i)}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">{t("picker.empty")}</p>
          )}
        </section>

        <section aria-labelledby={`${id}-catalogue`} className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-catalogue`} className="font-semibold">
            {t("picker.catalogue")}
          </h2>
          <div>
            <label htmlFor={`${id}-search`} className="block text-sm font-semibold">
              {t("picker.search")}
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-1 size-4 -translate-y-1/2 text-muted" />
              <input
                id={`${id}-search`}
                type="search"
                autoComplete="off"
                aria-describedby={`${id}-results`}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                // Enter here searches; it must not submit the program form
                onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
                className={`${inputClass} pl-9`}
              />
            </div>
            <p id={`${id}-results`} className="mt-1 text-sm text-muted">
              {results.length ? t("picker.results", { count: results.length }) : t("picker.noResults", { query: query.trim() })}
            </p>
          </div>
          {full ? <p className="text-sm font-medium">{t("picker.full")}</p> : null}
          <ul className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto pr-1" data-testid="picker-results">
            {results.map((c) => {
              const added = chosen.has(c.slug);
              return (
                <li key={c.slug} className="flex items-center gap-3 rounded-lg border border-border p-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium leading-snug">{c.title}</p>
                    <p className="text-xs text-muted">{t("minutes", { count: c.durationMinutes })}</p>
                  </div>
                  <button
                    type="button"
                    aria-disabled={added || full || undefined}
                    onClick={() => add(c)}
                    className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-border px-3 text-sm font-semibold ${added || full ? "cursor-default bg-surface-sunken text-muted" : "bg-surface-raised text-fg hover:bg-surface-sunken"}`}
                  >
                    {added ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
                    {t(added ? "picker.added" : "picker.add")}
                    <span className="sr-only"> {c.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p aria-live="polite" className="sr-only" data-testid="picker-announcer">
        {announcement}
      </p>
    </fieldset>
  );
}
