import type { Locale } from "../../../contract/constants.ts";
import type { BadgeEarned, PerformanceReport, PersonCourseRow, RatingsExport } from "../../../contract/reports.ts";
import { translate } from "../../platform/i18n.ts";
import type { ExportTable } from "../../platform/export.ts";

const tr = (locale: Locale) => (key: string) => translate(`companyReports:${key}`, locale);

/** The badges export: one row per badge earned. */
export function badgesTables(rows: BadgeEarned[], locale: Locale): ExportTable[] {
  const t = tr(locale);
  return [
    {
      title: t("badges.title"),
      header: [t("columns.name"), t("columns.email"), t("columns.badge"), t("columns.course"), t("columns.awardedAt")],
      rows: rows.map((r) => [r.person.name, r.person.email, r.badgeName, r.courseSlug, r.awardedAt.slice(0, 10)]),
    },
  ];
}

/** The performance export: by group, by course, per month and the overdue people, one table (sheet) each. */
export function performanceTables(report: PerformanceReport, locale: Locale): ExportTable[] {
  const t = tr(locale);
  const rates = [t("columns.enrollments"), t("columns.completed"), t("columns.completionRate"), t("columns.averageScore")];
  const numbers = (r: { enrollments: number; completed: number; completionRate: number; averageScore: number | null }) => [
    r.enrollments,
    r.completed,
    r.completionRate,
    r.averageScore,
  ];
  return [
    {
      title: t("performance.byGroup"),
      header: [t("columns.group"), t("columns.members"), ...rates],
      rows: report.byGroup.map((g) => [g.name, g.members, ...numbers(g)]),
    },
    {
      title: t("performance.byCourse"),
      header: [t("columns.course"), t("columns.slug"), ...rates],
      rows: report.byCourse.map((c) => [c.title, c.slug, ...numbers(c)]),
    },
    {
      title: t("performance.monthly"),
      header: [t("columns.month"), t("columns.completed")],
      rows: report.monthly.map((m) => [m.month, m.completed]),
    },
    {
      title: t("performance.overdue"),
      header: [t("columns.name"), t("columns.item"), t("columns.dueAt")],
      rows: report.overdue.data.map((o) => [o.person.name, o.item.title, o.dueAt.slice(0, 10)]),
    },
  ];
}

/** The people-and-courses export: one row per person and course, the file managers send auditors. */
export function personCourseTable(rows: PersonCourseRow[], locale: Locale): ExportTable {
  const t = tr(locale);
  const day = (iso: string | null) => iso?.slice(0, 10) ?? "";
  return {
    title: t("performance.people"),
    header: [
      t("columns.name"),
      t("columns.email"),
      t("columns.groups"),
      t("columns.course"),
      t("columns.status"),
      t("columns.score"),
      t("columns.dueAt"),
      t("columns.startedAt"),
      t("columns.completedAt"),
      t("columns.overdue"),
    ],
    rows: rows.map((r) => [
      r.person.name,
      r.person.email,
      r.groups.join(", "),
      r.course.title,
      t(`status.${r.status}`),
      r.score,
      day(r.dueAt),
      day(r.startedAt),
      day(r.completedAt),
      t(r.overdue ? "yes" : "no"),
    ]),
  };
}

/** The ratings export: the numbers per course, then every comment. */
export function ratingsTables(report: RatingsExport, locale: Locale): ExportTable[] {
  const t = tr(locale);
  const stars = [1, 2, 3, 4, 5].map((n) => translate("companyReports:ratings.stars", locale, { count: n }));
  return [
    {
      title: t("ratings.title"),
      header: [t("columns.course"), t("columns.slug"), t("ratings.average"), t("columns.ratings"), ...stars],
      rows: report.courses.map((c) => [c.title, c.slug, c.average, c.count, ...c.distribution]),
    },
    {
      title: t("ratings.allComments"),
      header: [t("columns.course"), t("columns.name"), t("columns.email"), t("columns.rating"), t("columns.comment"), t("columns.ratedAt")],
      rows: report.comments.map((c) => [c.title, c.name, c.email, c.rating, c.comment, c.at]),
    },
  ];
}
