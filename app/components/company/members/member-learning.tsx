import { Award } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MemberLearning as Learning } from "../../../../contract/members.ts";
import { useLocale } from "../../../lib/locale.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { panel } from "./member-access.tsx";
import { shortDate } from "./member-format.tsx";

/** What the member learnt: courses with progress and score, badges and certificates. */
export function MemberLearning({ learning }: { learning: Learning | null }) {
  const { t } = useTranslation("companyMembers");
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("learning.title")}
      </h2>
      {!learning ? (
        <p className="text-sm">{t("learning.unavailable")}</p>
      ) : (
        <>
          <h3 className="font-semibold">{t("learning.courses")}</h3>
          {learning.enrollments.length ? (
            <ul className="divide-y divide-border">
              {learning.enrollments.map((e) => (
                <li key={e.courseSlug} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="font-medium">{e.title}</span>
                  <span className="text-muted">
                    {t(`learning.status.${e.status}`)} · {t("learning.progress", { value: e.progress })}
                    {e.score !== null ? ` · ${t("learning.score", { score: e.score })}` : ""}
                    {e.completedAt ? ` · ${t("learning.completedOn", { date: shortDate(e.completedAt, locale) })}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("learning.noCourses")}</p>
          )}
          <h3 className="flex items-center gap-2 font-semibold">
            <Award aria-hidden="true" className="size-4" />
            {t("learning.badges", { count: learning.badges.count })}
          </h3>
          {learning.badges.list.length ? (
            <ul className="flex flex-wrap gap-2">
              {learning.badges.list.map((b) => (
                <li key={b.courseSlug} className="rounded-full border border-border px-3 py-1 text-sm">
                  {b.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("learning.noBadges")}</p>
          )}
          <h3 className="font-semibold">{t("learning.certificates")}</h3>
          {learning.certificates.length ? (
            <ul className="divide-y divide-border">
              {learning.certificates.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <LocalizedLink
                    to={`/certificate/${c.id}`}
                    className="font-medium underline underline-offset-4"
                    aria-label={t("learning.viewCertificate", { title: c.title })}
                  >
                    {c.title}
                  </LocalizedLink>
                  <span className="text-muted">
                    {shortDate(c.issuedAt, locale)}
                    {c.revoked ? ` · ${t("learning.revoked")}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("learning.noCertificates")}</p>
          )}
        </>
      )}
    </section>
  );
}
