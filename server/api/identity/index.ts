import type { Db } from "../../db/client.ts";
import { createCaptcha } from "../../platform/captcha.ts";
import type { Config } from "../../platform/config.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Tokens } from "../../platform/tokens.ts";
import type { Area } from "../area.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createAccount } from "./account.ts";
import { createUsers, findUsersByEmails, updateUsers } from "./bulk-people.ts";
import { authRoutes } from "./auth-routes.ts";
import { hooksOf, type IdentityDeps } from "./deps.ts";
import { federatedRoutes } from "./federated-routes.ts";
import { createFederated } from "./federated.ts";
import { createOtp } from "./otp.ts";
import { findUserById, findUserIdsByEmails, findUsersByIds, peopleDirectory, setStanding } from "./queries.ts";
import { createSessionCheck } from "./session-check.ts";
import { createSessions } from "./sessions.ts";
import { createSignIn } from "./sign-in.ts";
import { userRoutes } from "./user-routes.ts";

/**
 * People and sessions: captcha, one-time codes, sign-in and sign-up, federated sign-in, the
 * account. It depends on no other product area: the others lend it what it shows or does
 * with them (memberships in the user view, what a sign-up sets up, who records sign-ins,
 * what an erasure removes) through their registrations, read once every area is listed.
 */
export function createIdentityArea(opts: {
  db: Db;
  config: Config;
  secret: string;
  tokens: Tokens;
  mailer: Mailer;
  tenancy: TenancyService;
  areas: () => Area[];
}) {
  const { db, config, secret, tokens, mailer, tenancy } = opts;
  const hooks = hooksOf(opts.areas);
  const deps: IdentityDeps = {
    db,
    config,
    tenancy,
    captcha: createCaptcha(db, secret, config.CAPTCHA_MAX_NUMBER),
    mailer,
    tokens,
    otp: createOtp(db, secret),
    sessions: createSessions(db, tokens, () => hooks().onSession),
    sessionCheck: createSessionCheck(db),
    hooks,
  };
  const signIn = createSignIn(deps);
  const account = createAccount(deps);
  const federated = createFederated(deps);
  const area: Area = { name: "identity", routes: [authRoutes(deps, signIn, account), federatedRoutes(federated), userRoutes(account)] };
  return { deps, account, signIn, area };
}

/** What other areas may read and change of a person (their own rows stay identity's). */
export const people = {
  find: findUserById,
  findMany: findUsersByIds,
  idsByEmails: findUserIdsByEmails,
  directory: peopleDirectory,
  setStanding,
  findByEmails: findUsersByEmails,
  updateMany: updateUsers,
  createMany: createUsers,
};
export type { NewPerson, PersonUpdate } from "./bulk-people.ts";
export type { Account } from "./account.ts";
export type { IdentityDeps } from "./deps.ts";
export type { Standing, UserRow as Person } from "./queries.ts";
