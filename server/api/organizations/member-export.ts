import type { z } from "zod";
import type { Locale } from "../../../contract/constants.ts";
import type { memberListQuerySchema, MemberRow } from "../../../contract/members.ts";
import type { Db } from "../../db/client.ts";
import { csvFileName, toCsv } from "../../platform/csv.ts";
import { translate } from "../../platform/i18n.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { listMembers } from "./member-list.ts";

type Query = z.output<typeof memberListQuerySchema>;

/** Rows read at a time: pages of the list's own query, so the file holds exactly what the list shows. */
const SLICE = 1_000;

/**
 * Everyone the members list shows for these filters, in its order, as a CSV file in the reader's
 * language: an invitee carries the name the company gave them (an import's), as on the page.
 */
export async function membersCsv(db: Db, entity: EntityScope, q: Query, locale: Locale) {
  const t = (k: string) => translate(`companyMembers:${k}`, locale);
  const rows: MemberRow[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await listMembers(db, entity, { ...q, page, limit: SLICE });
    rows.push(...data);
    if (!data.length || rows.length >= total) break;
  }
  const columns = [
    "name",
    "email",
    "status",
    "role",
    "groups",
    "joinedAt",
    "invitedAt",
    "expiresAt",
    "requestedAt",
    "lastAccessAt",
  ] as const;
  const body = toCsv(
    columns.map((c) => t(`export.columns.${c}`)),
    rows.map((r) => [
      r.name ?? "",
      r.email,
      t(`statuses.${r.status}`),
      r.role ? t(`roles.${r.role}`) : "",
      r.groups.map((g) => g.name).join(" | "),
      r.joinedAt,
      r.invitedAt,
      r.expiresAt,
      r.requestedAt,
      r.lastAccessAt,
    ]),
  );
  return { body, fileName: csvFileName(t("export.fileName")) };
}
