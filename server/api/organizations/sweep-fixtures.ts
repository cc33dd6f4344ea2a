import { and, eq } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/index.ts";
import { cookiesFrom, lastCode, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { entryRequests, invitations } from "./schema.ts";

/** Acme's learner, a request to join Acme, a group, an open invitation and its token, an import. */
export const sweepFixtures: SweepFixtures = async ({ t, db, host, learner, manager }) => {
  const start = await t.req("/api/auth/sign-up", {
    ...jsonBody({ accountType: "company", name: "Nina New", email: "nina@acme.test", captchaPayload: await solveCaptcha(t, host) }),
    host,
  });
  const { session } = (await start.json()) as { session: string };
  const confirmed = await t.req("/api/auth/confirm-sign-up", {
    ...jsonBody({ session, email: "nina@acme.test", otp: await lastCode(t, "nina@acme.test") }),
    host,
  });
  await t.req("/api/auth/profile", {
    ...jsonBody(
      { name: "Nina New", email: "nina@acme.test", accountType: "company", domainOption: "join" },
      { cookie: cookiesFrom(confirmed) },
    ),
    host,
  });
  const [request] = await db.select({ id: entryRequests.id }).from(entryRequests).where(eq(entryRequests.status, "pending"));

  const group = await t.req("/api/entity/groups", { ...withCookie(manager, jsonBody({ name: "Acme only group" })), host });
  const groupId = ((await group.json()) as { id: string }).id;

  // an open invitation of Acme's, and the token its link carries
  await t.req("/api/entity/invitations", { ...withCookie(manager, jsonBody({ emails: ["invitee@example.com"], role: "member" })), host });
  const [invited] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.email, "invitee@example.com"));
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, "invitee@example.com"), eq(mailOutbox.template, "invitation")));
  const token = mail!.text.match(/\/invitation\/([A-Za-z0-9_-]{43})/)![1]!;

  // an import of Acme's people
  const imported = await t.req("/api/entity/imports?dryRun=true", {
    ...withCookie(manager, { method: "POST", headers: { "content-type": "text/csv" }, body: "name,email\nIan Import,ian@example.com\n" }),
    host,
  });
  const importId = ((await imported.json()) as { id: string }).id;

  return {
    ids: {
      user: learner.id,
      "entry-request": request!.id,
      group: groupId,
      invitation: invited!.id,
      "invitation-token": token,
      import: importId,
    },
  };
};
