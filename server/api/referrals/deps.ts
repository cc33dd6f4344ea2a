import type { Db } from "../../db/client.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Organizations } from "../organizations/index.ts";

/** What the referral programme's functions work with. */
export interface ReferralDeps {
  db: Db;
  /** The commission rate new commissions are earned at, in basis points (2000 is 20 %). */
  rateBasisPoints: number;
  /** The organizations area: who belongs to a customer entity, and who pays for it. */
  orgs: Pick<Organizations, "findEntity" | "findEntityByDomain" | "memberIds" | "memberIdsWithPermission">;
}

/** A rate of the configuration (0.2) in basis points (2000), without floating-point drift. */
export const basisPoints = (rate: number) => Math.round(rate * 10_000);
/** Basis points as the rate the API shows (2000 → 0.2). */
export const rateOf = (bp: number) => bp / 10_000;

/** Another person's affiliate, another tenant's, or none: the same answer. */
export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
