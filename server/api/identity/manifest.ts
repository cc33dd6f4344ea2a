import { identity } from "../../../contract/areas/identity.ts";
import { identityOperations } from "../../../contract/operations/identity.ts";
import { defineManifest } from "../manifest.ts";
import { createIdentityArea } from "./index.ts";
import * as tables from "./schema.ts";

/** Identity: sign-up and sign-in, sessions, federated sign-in, people and their accounts. */
export const identityManifest = defineManifest({
  name: "identity",
  declaration: identity,
  operations: identityOperations,
  tables,
  mail: ["otp-sign-in", "otp-sign-up", "account-exists"],
  create: createIdentityArea,
});
