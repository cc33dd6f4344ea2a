import { startTestIdp } from "../server/test/oidc-provider.ts";

export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 3199);

/** A real OpenID Connect provider on loopback for the federated journey. */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const idp = await startTestIdp([`http://localhost:${port}/auth/oauth-token`, `http://acme.localhost:${port}/auth/oauth-token`], IDP_PORT);
  return async () => idp.close();
}
