import type { Db } from "../../db/client.ts";
import type { SessionCheck } from "../../platform/auth.ts";
import type { Captcha } from "../../platform/captcha.ts";
import type { Config } from "../../platform/config.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Tokens } from "../../platform/tokens.ts";
import type { Area, Eraser, MembershipSource, SessionHook, SignUpHook } from "../area.ts";
import type { TenancyService, WhitelabelRow } from "../tenancy/index.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Otp } from "./otp.ts";
import type { Sessions } from "./sessions.ts";

/** What the other areas lend identity, gathered from their registrations. */
export interface IdentityHooks {
  /** What other areas erase or anonymise when an account is deleted (LGPD/GDPR), inside the same transaction. */
  erasers: Eraser[];
  /** What other areas set up or take over at a confirmed sign-up, in its transaction. */
  onSignUp: SignUpHook[];
  /** Who records sign-ins and renewals. */
  onSession: SessionHook[];
  /** The memberships part of the user view; none when no area keeps memberships. */
  memberships: MembershipSource;
}

const noMemberships: MembershipSource = async () => ({ userEntities: [], pendingEntry: null });

/**
 * The hooks of the process's areas, read when first needed: the areas are listed after
 * identity is built (some of them take identity's services), so identity asks for them late.
 */
export function hooksOf(areas: () => Area[]): () => IdentityHooks {
  let hooks: IdentityHooks | undefined;
  return () =>
    (hooks ??= {
      erasers: areas().flatMap((a) => (a.erase ? [a.erase] : [])),
      onSignUp: areas().flatMap((a) => (a.onSignUp ? [a.onSignUp] : [])),
      onSession: areas().flatMap((a) => (a.onSession ? [a.onSession] : [])),
      memberships: areas().find((a) => a.memberships)?.memberships ?? noMemberships,
    });
}

/**
 * Who is at the door, as plain values (identity's functions never see the request): the
 * tenant of the host (its row, for the brand of the e-mails), the origin they see, their
 * language and address, and the request's logger.
 */
export type Visitor = { tenant: WhitelabelRow; origin: string; locale: Locale; ip: string; log: Logger };

/** What the identity domain works with. */
export interface IdentityDeps {
  db: Db;
  config: Config;
  tenancy: TenancyService;
  captcha: Captcha;
  mailer: Mailer;
  tokens: Tokens;
  otp: Otp;
  sessions: Sessions;
  /** Whether a session is still live (the API's authenticate() asks it). */
  sessionCheck: SessionCheck;
  hooks: () => IdentityHooks;
}
