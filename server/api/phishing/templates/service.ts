import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Locale } from "../../../../contract/constants.ts";
import type { TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import type { PhishingTemplate, TemplateContent, TemplateInput } from "../../../../contract/phishing.ts";
import type { Db } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../../platform/scope.ts";
import { phishingCampaigns, phishingTemplates, type TemplateContentByLanguage } from "../schema.ts";
import { pick, renderBodies, sanitize, unknownFields } from "./render.ts";

export type TemplateRow = typeof phishingTemplates.$inferSelect;
type ListQuery = { page: number; limit: number; category?: string; difficulty?: number; origin?: "library" | "company"; q?: string };

/** Another tenant's or entity's template, an archived one, or none: the same answer. */
export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const readOnly = () => new DomainError("conflict", "library_template_read_only", "phishing:errors.libraryReadOnly");

/** The preview's example values, in the reader's language. */
const EXAMPLE_NAME: Record<Locale, string> = { en: "Maria", pt: "Maria" };

const languagesOf = (c: TemplateContentByLanguage) => (["en", "pt"] as const).filter((l) => !!c[l]);

/** Stored words: every HTML body sanitised, every text trimmed as the schema did. */
export function cleanContent(content: TemplateContentByLanguage): TemplateContentByLanguage {
  const out: TemplateContentByLanguage = {};
  for (const l of languagesOf(content)) out[l] = { ...content[l]!, html: sanitize(content[l]!.html) };
  return out;
}

/** A template as the API answers it: names in the reader's language when it has it. */
export function view(r: TemplateRow, locale: Locale, campaignCount: number, withContent: boolean): PhishingTemplate {
  const { words } = pick(r.content, locale);
  const summary = {
    id: r.id,
    slug: r.slug,
    library: r.whitelabelId === null,
    category: r.category,
    difficulty: r.difficulty,
    landingPageId: r.landingPageId,
    languages: languagesOf(r.content),
    name: words.name,
    subject: words.subject,
    senderName: words.senderName,
    redFlagCount: words.redFlags.length,
    campaignCount,
    updatedAt: r.updatedAt.toISOString(),
  };
  return (withContent ? { ...summary, content: r.content } : summary) as PhishingTemplate;
}

/** The library's templates and an entity's own (not archived), on the API. */
export function createTemplates(db: Db) {
  const visible = (scope: EntityScope) => and(platformOrScoped.entity(phishingTemplates, scope), isNull(phishingTemplates.archivedAt))!;
  // campaigns are the entity's own, so only its campaigns count (a library template's use by others is not told)
  const uses = (scope: EntityScope, id: string) =>
    and(scoped.entity(phishingCampaigns, scope), sql`${phishingCampaigns.templateIds} @> ${JSON.stringify([id])}::jsonb`);

  async function find(scope: EntityScope, id: string): Promise<TemplateRow> {
    const [row] = await db
      .select()
      .from(phishingTemplates)
      .where(and(visible(scope), eq(phishingTemplates.id, id)));
    if (!row) throw notFound();
    return row;
  }
  async function own(scope: EntityScope, id: string): Promise<TemplateRow> {
    const row = await find(scope, id);
    if (row.whitelabelId === null) throw readOnly();
    return row;
  }
  const campaignCount = async (scope: EntityScope, id: string) =>
    (await db.select({ n: count() }).from(phishingCampaigns).where(uses(scope, id)))[0]?.n ?? 0;

  return {
    find,

    async list(scope: EntityScope, q: ListQuery, locale: Locale) {
      const where = and(
        visible(scope),
        q.category ? eq(phishingTemplates.category, q.category as TemplateRow["category"]) : undefined,
        q.difficulty ? eq(phishingTemplates.difficulty, q.difficulty) : undefined,
        q.origin === "library" ? isNull(phishingTemplates.whitelabelId) : undefined,
        q.origin === "company" ? isNotNull(phishingTemplates.whitelabelId) : undefined,
        q.q
          ? or(
              ...(["en", "pt"] as const).map((l) =>
                ilike(sql`${phishingTemplates.content} #>> ${`{${l},name}`}`, `%${q.q!.replace(/[%_\\]/g, "\\$&")}%`),
              ),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(phishingTemplates)
          // the library first (in its seeded order), then the company's, newest first
          .orderBy(
            desc(isNull(phishingTemplates.whitelabelId)),
            sql`case when ${phishingTemplates.whitelabelId} is null then ${phishingTemplates.createdAt} end asc`,
            desc(phishingTemplates.createdAt),
            asc(phishingTemplates.id),
          )
          .where(where)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(phishingTemplates).where(where),
      ]);
      const counts = await Promise.all(rows.map((r) => campaignCount(scope, r.id)));
      return { data: rows.map((r, i) => view(r, locale, counts[i]!, false)), page: q.page, limit: q.limit, total: total?.n ?? 0 };
    },

    async get(scope: EntityScope, id: string, locale: Locale) {
      const row = await find(scope, id);
      return view(row, locale, await campaignCount(scope, id), true);
    },

    /** A new company template, or a clone of one the entity sees (`fromId`) with the given words. */
    async create(scope: EntityScope, input: TemplateInput, userId: string | null) {
      const source = input.fromId ? await find(scope, input.fromId) : null;
      const [row] = await db
        .insert(phishingTemplates)
        .values({
          whitelabelId: scope.tenantId,
          entityId: scope.entityId,
          category: input.category,
          difficulty: input.difficulty,
          landingPageId:
            input.landingPageId ?? source?.landingPageId ?? (input.category === "credential" ? "sign-in-then-lesson" : "lesson"),
          content: cleanContent(input.content),
          sourceId: source?.id ?? null,
          createdBy: userId,
        })
        .returning({ id: phishingTemplates.id });
      return { id: row!.id };
    },

    async replace(scope: EntityScope, id: string, input: TemplateInput, locale: Locale) {
      await own(scope, id);
      const [row] = await db
        .update(phishingTemplates)
        .set({
          category: input.category,
          difficulty: input.difficulty,
          landingPageId: input.landingPageId ?? (input.category === "credential" ? "sign-in-then-lesson" : "lesson"),
          content: cleanContent(input.content),
          updatedAt: new Date(),
        })
        .where(and(visible(scope), eq(phishingTemplates.id, id)))
        .returning();
      if (!row) throw notFound();
      return view(row, locale, await campaignCount(scope, id), true);
    },

    /** Used by a campaign: archived (its results keep it); else removed. The library's: 409. */
    async remove(scope: EntityScope, id: string): Promise<"archived" | "deleted"> {
      await own(scope, id);
      return db.transaction(async (tx) => {
        const [used] = await tx.select({ n: count() }).from(phishingCampaigns).where(uses(scope, id));
        const where = and(visible(scope), eq(phishingTemplates.id, id));
        if ((used?.n ?? 0) > 0) {
          await tx.update(phishingTemplates).set({ archivedAt: new Date(), updatedAt: new Date() }).where(where);
          return "archived";
        }
        await tx.delete(phishingTemplates).where(where);
        return "deleted";
      });
    },

    /** The message as a person would get it, example values filled (the reader's language for them). */
    async preview(
      scope: EntityScope,
      id: string,
      input: { language?: TemplateLanguage; content?: TemplateContent },
      reader: { locale: Locale; company: string },
    ) {
      const { locale } = reader;
      const row = await find(scope, id);
      const chosen = pick(row.content, input.language ?? locale);
      const language = input.content ? (input.language ?? chosen.language) : chosen.language;
      const words = input.content ?? chosen.words;
      const values = { first_name: EXAMPLE_NAME[locale], company: reader.company, link: "#", report_link: "#" };
      const bodies = renderBodies(words, values, { qr: row.category === "qr-code", keepFlags: true });
      const fill = (s: string) =>
        s.replace(/\{\{\s*(first_name|company|link|report_link)\s*\}\}/g, (_m, f: keyof typeof values) => values[f]);
      return {
        language,
        from: `${fill(words.senderName)} <${words.senderLocal}@example.com>`,
        subject: fill(words.subject),
        html: bodies.html,
        text: bodies.text,
        redFlags: words.redFlags,
        unknownFields: unknownFields(words.subject, words.senderName, words.html, words.text),
      };
    },

    /** The entity's usable templates among `ids`; any id it cannot use: not found. */
    async usable(scope: EntityScope, ids: string[]): Promise<TemplateRow[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await db
        .select()
        .from(phishingTemplates)
        .where(and(visible(scope), inArray(phishingTemplates.id, unique)));
      if (rows.length !== unique.length) throw notFound();
      return rows;
    },

    async byId(id: string): Promise<TemplateRow | null> {
      // a recipient's template, already scoped by the recipient's own row
      const [row] = await db.select().from(phishingTemplates).where(eq(phishingTemplates.id, id));
      return row ?? null;
    },
  };
}
export type Templates = ReturnType<typeof createTemplates>;
