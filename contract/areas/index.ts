import { account } from "./account.ts";
import { analytics } from "./analytics.ts";
import { assistants } from "./assistants.ts";
import { authoring } from "./authoring.ts";
import { billing } from "./billing.ts";
import { compliance } from "./compliance.ts";
import { files } from "./files.ts";
import { gating } from "./gating.ts";
import { identity } from "./identity.ts";
import { inquiries } from "./inquiries.ts";
import { learning } from "./learning.ts";
import { lti } from "./lti.ts";
import { notifications } from "./notifications.ts";
import { organizations } from "./organizations.ts";
import { phishing } from "./phishing.ts";
import { referrals } from "./referrals.ts";
import { scanners } from "./scanners.ts";
import { site } from "./site.ts";
import { tenancy } from "./tenancy.ts";

/**
 * THE list of areas of the app and the contract (the server's is server/areas.ts): a new area
 * adds its declaration file beside these and one line here. The registries, the route table,
 * the menus and the catalogs' loading are assembled from it (contract/permissions.ts).
 */
export const AREAS = [
  site,
  tenancy,
  identity,
  gating,
  account,
  organizations,
  learning,
  notifications,
  inquiries,
  files,
  analytics,
  referrals,
  billing,
  scanners,
  compliance,
  authoring,
  lti,
  assistants,
  phishing,
] as const;
