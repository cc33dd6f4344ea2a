import type { Db } from "../../db/client.ts";
import type { Captcha } from "../../platform/captcha.ts";
import type { Config } from "../../platform/config.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { UserScope } from "../../platform/scope.ts";
import type { Tokens } from "../../platform/tokens.ts";
import type { Organizations, Tx } from "../organizations/service.ts";
import type { TenancyService } from "../tenancy/service.ts";
import type { Otp } from "./otp.ts";
import type { Sessions } from "./sessions.ts";

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
  orgs: Organizations;
  /** What other domains erase or anonymise when an account is deleted (LGPD/GDPR), inside the same transaction. */
  erasers: ((tx: Tx, person: UserScope) => Promise<void>)[];
  /** What other domains take over from a confirmed sign-up (e.g. an anonymous skill-gap result), in its transaction. */
  onSignUp: ((tx: Tx, person: UserScope, details: { skillGapData?: unknown }) => Promise<void>)[];
}
