import type { Locale } from "../../../contract/constants.ts";
import type { BadgeEarned, PerformanceReport } from "../../../contract/reports.ts";
import { translate } from "../../platform/i18n.ts";
import type { ExportTable } from "./report-export.ts";

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
  const numbers = (r: { enrollments: number; completed: number; completionRate: number; averageScore: number | null }) => [r.enrollments, r.completed, r.completionRate, r.averageScore];
  return [
    { title: t("performance.byGroup"), header: [t("columns.group"), t("columns.members"), ...rates], rows: report.byGroup.map((g) => [g.name, g.members, ...numbers(g)]) },
    { title: t("performance.byCourse"), header: [t("columns.course"), t("columns.slug"), ...rates], rows: report.byCourse.map((c) => [c.title, c.slug, ...numbers(c)]) },
    { title: t("performance.monthly"), header: [t("columns.month"), t("columns.completed")], rows: report.monthly.map((m) => [m.month, m.completed]) },
    { title: t("performance.overdue"), header: [t("columns.name"), t("columns.item"), t("columns.dueAt")], rows: report.overdue.data.map((o) => [o.person.name, o.item.title, o.dueAt.slice(0, 10)]) },
  ];
}
