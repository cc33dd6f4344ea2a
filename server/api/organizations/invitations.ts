import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { GroupJoinHook } from "../area.ts";
import { createInvitationAccepting } from "./invitation-accepting.ts";
import { createInvitationSending } from "./invitation-sending.ts";

/** Invitations by e-mail: sent by a company's managers, accepted by the invited address only. */
/** `joined` tells the other areas who joined a group on accepting. */
export function createInvitations(db: Db, mailer: Mailer, joined?: GroupJoinHook) {
  return { ...createInvitationSending(db, mailer), ...createInvitationAccepting(db, joined) };
}
export type Invitations = ReturnType<typeof createInvitations>;
