import { and, asc, count, eq, ilike, inArray, ne } from "drizzle-orm";
import type { Avatar, AvatarInput, CreatorLanguage } from "../../../contract/authoring.ts";
import type { Locale } from "../../../contract/constants.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { filePath, uploadKey } from "../../platform/storage.ts";
import type { AuthoringDeps } from "./deps.ts";
import { preparePortrait, type Crop } from "./portrait.ts";
import { creatorAvatars, creatorCourses } from "./schema.ts";
import { speechApiConfig } from "./video/narration.ts";
import { findTools } from "./video/tools.ts";
import { checkVoiceId, listVoices, unknownVoice } from "./video/voices.ts";

/** Who calls the creator's API: the viewer in their active entity. */
export type Creator = { scope: EntityScope; userId: string; locale: Locale };

export type AvatarRow = typeof creatorAvatars.$inferSelect;

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const theAvatar = (scope: EntityScope, id: string) => and(scoped.entity(creatorAvatars, scope), eq(creatorAvatars.id, id));

export function avatarView(row: AvatarRow, courses: number): Avatar {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    voices: row.voices,
    rate: row.rate,
    portraitUrl: row.portraitKey ? filePath(row.portraitKey) : null,
    courses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An entity's presenters (issue 27): a name, the voice it narrates each language with, a speaking
 * rate and a square portrait. A presenter some course names cannot be deleted (409
 * `avatar_in_use`): the course would lose its narrator between a render and the next.
 */
export function createAvatars(d: Pick<AuthoringDeps, "db" | "storage">) {
  async function coursesOf(scope: EntityScope, ids: string[]) {
    if (!ids.length) return new Map<string, number>();
    const rows = await d.db
      .select({ id: creatorCourses.avatarId, n: count() })
      .from(creatorCourses)
      .where(and(scoped.entity(creatorCourses, scope), inArray(creatorCourses.avatarId, ids)))
      .groupBy(creatorCourses.avatarId);
    return new Map(rows.map((r) => [r.id!, r.n]));
  }

  async function mustFind(scope: EntityScope, id: string): Promise<AvatarRow> {
    const [row] = await d.db.select().from(creatorAvatars).where(theAvatar(scope, id));
    if (!row) throw notFound();
    return row;
  }

  const view = async (scope: EntityScope, row: AvatarRow) => avatarView(row, (await coursesOf(scope, [row.id])).get(row.id) ?? 0);

  /** Each voice is one the engine offers for its language (when espeak-ng narrates and is installed). */
  async function checkVoices(voices: AvatarInput["voices"]) {
    const chosen = (Object.entries(voices) as [CreatorLanguage, string | undefined][]).filter(
      (e): e is [CreatorLanguage, string] => !!e[1],
    );
    for (const [lang, voice] of chosen) {
      try {
        checkVoiceId(voice);
      } catch {
        throw new DomainError("invalid", "unknown_voice", "authoring:video.unknownVoice", { voice }, `voices.${lang}`);
      }
    }
    if (speechApiConfig()) return;
    let tools;
    try {
      tools = findTools();
    } catch {
      return; // nothing to ask: the render will say what to install
    }
    for (const [lang, voice] of chosen) {
      const offered = await listVoices(tools, lang);
      if (!offered.some((v) => v.id === voice)) {
        const e = unknownVoice(voice);
        throw new DomainError(e.kind, e.code, e.messageKey, e.vars, `voices.${lang}`);
      }
    }
  }

  /** A portrait file no other presenter of the tenant shows any more goes (keys are content-addressed, so shared). */
  async function forget(scope: EntityScope, key: string | null, exceptId: string) {
    if (!key) return;
    const [other] = await d.db
      .select({ id: creatorAvatars.id })
      .from(creatorAvatars)
      .where(and(scoped.tenant(creatorAvatars, scope), eq(creatorAvatars.portraitKey, key), ne(creatorAvatars.id, exceptId)))
      .limit(1);
    if (!other) await d.storage.delete(key);
  }

  return {
    mustFind,

    async list(caller: Creator, q: { page: number; limit: number; search?: string }) {
      const term = q.search?.trim();
      const where = and(scoped.entity(creatorAvatars, caller.scope), term ? ilike(creatorAvatars.name, containing(term)) : undefined);
      const [rows, [total]] = await Promise.all([
        d.db
          .select()
          .from(creatorAvatars)
          .where(where)
          .orderBy(asc(creatorAvatars.name), asc(creatorAvatars.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        d.db.select({ n: count() }).from(creatorAvatars).where(where),
      ]);
      const courses = await coursesOf(
        caller.scope,
        rows.map((r) => r.id),
      );
      return { data: rows.map((r) => avatarView(r, courses.get(r.id) ?? 0)), page: q.page, limit: q.limit, total: total?.n ?? 0 };
    },

    async create(caller: Creator, input: AvatarInput) {
      await checkVoices(input.voices);
      const [row] = await d.db
        .insert(creatorAvatars)
        .values({
          whitelabelId: caller.scope.tenantId,
          entityId: caller.scope.entityId,
          name: input.name,
          language: input.language,
          voices: input.voices,
          rate: input.rate,
          createdBy: caller.userId,
        })
        .returning();
      return avatarView(row!, 0);
    },

    async get(caller: Creator, id: string) {
      return view(caller.scope, await mustFind(caller.scope, id));
    },

    async update(caller: Creator, id: string, input: AvatarInput) {
      await mustFind(caller.scope, id);
      await checkVoices(input.voices);
      const [row] = await d.db
        .update(creatorAvatars)
        .set({ name: input.name, language: input.language, voices: input.voices, rate: input.rate, updatedAt: new Date() })
        .where(theAvatar(caller.scope, id))
        .returning();
      if (!row) throw notFound();
      return view(caller.scope, row);
    },

    async remove(caller: Creator, id: string) {
      const row = await mustFind(caller.scope, id);
      await d.db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(creatorCourses)
          .where(and(scoped.entity(creatorCourses, caller.scope), eq(creatorCourses.avatarId, id)));
        if (n > 0) throw new DomainError("conflict", "avatar_in_use", "authoring:avatar.inUse", { count: n });
        const gone = await tx.delete(creatorAvatars).where(theAvatar(caller.scope, id)).returning({ id: creatorAvatars.id });
        if (!gone.length) throw notFound();
      });
      await forget(caller.scope, row.portraitKey, id);
    },

    /** The portrait: cropped to a square, resized to 512 × 512 PNG, stored under the tenant. */
    async setPortrait(caller: Creator, id: string, bytes: Uint8Array, crop?: Crop) {
      const before = await mustFind(caller.scope, id);
      const png = await preparePortrait(bytes, crop);
      const key = uploadKey(caller.scope, "creator-portrait", png, "png");
      await d.storage.put(key, png, "image/png");
      const [row] = await d.db
        .update(creatorAvatars)
        .set({ portraitKey: key, updatedAt: new Date() })
        .where(theAvatar(caller.scope, id))
        .returning();
      if (!row) throw notFound();
      if (before.portraitKey !== key) await forget(caller.scope, before.portraitKey, id);
      return view(caller.scope, row);
    },

    async removePortrait(caller: Creator, id: string) {
      const before = await mustFind(caller.scope, id);
      const [row] = await d.db
        .update(creatorAvatars)
        .set({ portraitKey: null, updatedAt: new Date() })
        .where(theAvatar(caller.scope, id))
        .returning();
      if (!row) throw notFound();
      await forget(caller.scope, before.portraitKey, id);
      return view(caller.scope, row);
    },
  };
}
export type Avatars = ReturnType<typeof createAvatars>;
