import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { assistantConversations, assistantMessages } from "./schema.ts";

/**
 * A conversation of Acme's learner with Nova and its answer (written here: the sweep asks no
 * question). An assistant's name (`{assistant}`) is the same on every tenant: public by design.
 */
export const sweepFixtures: SweepFixtures = async ({ db, acme, learner }) => {
  const owner = { whitelabelId: acme.id, userId: learner.id, entityId: learner.entityId, assistant: "nova" as const };
  const [conversation] = await db
    .insert(assistantConversations)
    .values({ ...owner, title: "Sweep question" })
    .returning({ id: assistantConversations.id });
  const [answer] = await db
    .insert(assistantMessages)
    .values({ ...owner, conversationId: conversation!.id, role: "assistant", content: "Sweep answer", mode: "passages" })
    .returning({ id: assistantMessages.id });
  return {
    ids: { "assistant-conversation": conversation!.id, "assistant-message": answer!.id },
    publicByDesign: ["assistant"],
    ownTenantReads: [{ path: (ids) => `/api/assistants/conversations/${ids["assistant-conversation"]}`, asLearner: true }],
  };
};
