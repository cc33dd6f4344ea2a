import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { completeSignUpSchema } from "../../../contract/auth.ts";
import { users } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { UserScope } from "../../platform/scope.ts";
import type { IdentityDeps } from "./deps.ts";
import { findUserById, loadUserView, theUser } from "./queries.ts";

const unauthenticated = () => new DomainError("unauthenticated", "unauthenticated", "errors:unauthenticated");

/** The account's own data (§4, §7): the user view, sign-up details, preferences, erasure. */
export function createAccount(d: IdentityDeps) {
  /** The user as the API shows them, or null when the account does not exist (here). */
  const find = (me: UserScope) => loadUserView(d.db, me, d.hooks().memberships);

  async function view(me: UserScope) {
    const v = await find(me);
    if (!v) throw unauthenticated();
    return v;
  }

  return {
    view,
    find,

    async completeSignUp(me: UserScope, body: z.infer<typeof completeSignUpSchema>) {
      const user = await findUserById(d.db, me);
      if (!user) throw unauthenticated();
      await d.db
        .update(users)
        .set({
          name: body.name,
          phoneNumber: body.phoneNumber ?? user.phoneNumber,
          signUpDetails: { ...user.signUpDetails, organization: body.companyName ?? null, website: body.website ?? null },
          updatedAt: new Date(),
        })
        .where(theUser(me));
      return (await view(me)).view;
    },

    /**
     * LGPD/GDPR erasure: the account goes, and each area erases or anonymises what it holds
     * of the person (memberships, sessions, codes, notifications; access records stay for
     * the company, anonymised), all in one transaction.
     */
    async deleteAccount(me: UserScope) {
      await view(me);
      await d.db.transaction(async (tx) => {
        for (const erase of d.hooks().erasers) await erase(tx, me);
        await tx.delete(users).where(theUser(me));
      });
    },

    async update(
      me: UserScope,
      patch: Partial<Pick<typeof users.$inferInsert, "name" | "phoneNumber" | "languageCode" | "emailPreferences">>,
    ) {
      await d.db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(theUser(me));
      return (await view(me)).view;
    },

    async setFlag(me: UserScope, flag: string, on: boolean) {
      const expr = on
        ? sql`(select coalesce(jsonb_agg(distinct f), '[]'::jsonb) from jsonb_array_elements_text(${users.interactionFlag} || ${JSON.stringify([flag])}::jsonb) f)`
        : sql`(select coalesce(jsonb_agg(f), '[]'::jsonb) from jsonb_array_elements_text(${users.interactionFlag}) f where f <> ${flag})`;
      await d.db.update(users).set({ interactionFlag: expr, updatedAt: new Date() }).where(theUser(me));
      return (await view(me)).view;
    },
  };
}
export type Account = ReturnType<typeof createAccount>;
