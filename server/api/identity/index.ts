import type { Db } from "../../db/client.ts";
import { createCaptcha } from "../../platform/captcha.ts";
import type { Config } from "../../platform/config.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Tokens } from "../../platform/tokens.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createAccount } from "./account.ts";
import { authRoutes } from "./auth-routes.ts";
import type { IdentityDeps } from "./deps.ts";
import { federatedRoutes } from "./federated-routes.ts";
import { createFederated } from "./federated.ts";
import { createOtp } from "./otp.ts";
import { createSessions } from "./sessions.ts";
import { createSignIn } from "./sign-in.ts";
import { userRoutes } from "./user-routes.ts";

/**
 * People and sessions: captcha, one-time codes, sign-in and sign-up, federated sign-in, the
 * account. Other areas join in through their hooks: what they erase with an account and
 * what they take over at sign-up.
 */
export function createIdentityArea(opts: { db: Db; config: Config; secret: string; tokens: Tokens; mailer: Mailer; tenancy: TenancyService; orgs: Organizations; areas: Area[] }) {
  const { db, config, secret, tokens, mailer, tenancy, orgs, areas } = opts;
  const deps: IdentityDeps = {
    db,
    config,
    tenancy,
    captcha: createCaptcha(db, secret, config.CAPTCHA_MAX_NUMBER),
    mailer,
    tokens,
    otp: createOtp(db, secret),
    sessions: createSessions(db, tokens),
    orgs,
    erasers: areas.flatMap((a) => (a.erase ? [a.erase] : [])),
    onSignUp: areas.flatMap((a) => (a.onSignUp ? [a.onSignUp] : [])),
  };
  const signIn = createSignIn(deps);
  const account = createAccount(deps);
  const federated = createFederated(deps);
  const area: Area = { name: "identity", routes: [authRoutes(deps, signIn, account), federatedRoutes(federated), userRoutes(account)] };
  return { deps, account, signIn, area };
}
export type { Account } from "./account.ts";
