import { Loader2, Star } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CourseRating as Rating } from "../../../contract/reports.ts";
import { useApi } from "../../lib/api-client.ts";
import { buttonClass } from "../ui/button.tsx";

const MAX_COMMENT = 1000;

/**
 * The stars a learner gives a course they completed, with an optional comment. The stars are a
 * radio group (arrow keys move between them, as in any radio group), drawn as star icons.
 */
export function CourseRating({ slug, initial }: { slug: string; initial: Rating | null }) {
  const { t } = useTranslation("courseRating");
  const api = useApi();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [saved, setSaved] = useState<Rating | null>(initial);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (!rating) return setMessage({ ok: false, text: t("stars") });
    setPending(true);
    const res = await api.put("/training/courses/{slug}/rating", {
      params: { slug },
      body: { rating, comment: comment.trim() || undefined },
    });
    setPending(false);
    if (res.ok) {
      setSaved(res.data);
      setMessage({ ok: true, text: t("saved") });
    } else setMessage({ ok: false, text: res.error.issues?.[0]?.message ?? (res.error.message || t("error")) });
  }

  return (
    <section aria-labelledby="course-rating" className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-5">
      <h2 id="course-rating" className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted">{saved ? t("yours", { rating: saved.rating }) : t("intro")}</p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t("stars")}</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
              >
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
                <Star
                  aria-hidden="true"
                  className={`size-8 ${n <= rating ? "fill-current text-amber-700 dark:text-amber-300" : "text-muted"}`}
                />
                <span className="sr-only">{t("star", { count: n })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("comment")}
          <textarea
            name="comment"
            value={comment}
            maxLength={MAX_COMMENT}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby="rating-comment-hint"
            className="rounded-lg border border-border bg-surface p-2 text-sm font-normal"
          />
          <span id="rating-comment-hint" className="text-xs font-normal text-muted">
            {t("commentHint", { max: MAX_COMMENT })}
          </span>
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary")}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t(saved ? "update" : "submit")}
          </button>
          <p
            aria-live="polite"
            className={`text-sm font-medium ${message?.ok === false ? "text-red-700 dark:text-red-300" : "text-accent-text"}`}
          >
            {message?.text ?? ""}
          </p>
        </div>
      </form>
    </section>
  );
}
