import * as oidc from "openid-client";
import { and, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type { FEDERATED_PROVIDERS, federatedSignInSchema, oauthTokenSchema } from "../../../contract/auth.ts";
import { federatedIdentities, oauthStates, users } from "./schema.ts";
import type { Config } from "../../platform/config.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { AccessClaims } from "../../platform/tokens.ts";
import { scoped, userScope } from "../../platform/scope.ts";
import type { IdentityDeps, Visitor } from "./deps.ts";
import { findUserByEmail, findUserById, loadUserView } from "./queries.ts";
import type { SignUpOrigin } from "./sign-up-origin.ts";
import type { SessionGrant } from "./sessions.ts";
import { intlLocale } from "../../../contract/locale.ts";

type Provider = (typeof FEDERATED_PROVIDERS)[number];
interface ProviderSettings {
  id: Provider;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

/** The OpenID Connect providers configured by environment (Google, Microsoft, any issuer). */
export function configuredProviders(c: Config): ProviderSettings[] {
  const out: ProviderSettings[] = [];
  if (c.OIDC_GOOGLE_CLIENT_ID)
    out.push({
      id: "google",
      name: "Google",
      issuer: "https://accounts.google.com",
      clientId: c.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: c.OIDC_GOOGLE_CLIENT_SECRET,
    });
  if (c.OIDC_MICROSOFT_CLIENT_ID && c.OIDC_MICROSOFT_TENANT) {
    out.push({
      id: "microsoft",
      name: "Microsoft",
      issuer: `https://login.microsoftonline.com/${c.OIDC_MICROSOFT_TENANT}/v2.0`,
      clientId: c.OIDC_MICROSOFT_CLIENT_ID,
      clientSecret: c.OIDC_MICROSOFT_CLIENT_SECRET,
    });
  }
  if (c.OIDC_ISSUER && c.OIDC_CLIENT_ID)
    out.push({ id: "oidc", name: c.OIDC_NAME, issuer: c.OIDC_ISSUER, clientId: c.OIDC_CLIENT_ID, clientSecret: c.OIDC_CLIENT_SECRET });
  return out;
}

/** What POST /auth/oauth-token answers. */
type FederatedAnswer = { access_token: string; expires_in: number; id_token: string; token_type: "Bearer"; isNewUser: boolean };

const STATE_TTL_MS = 10 * 60 * 1000;
const FED_TOKEN_TTL = 10 * 60;
const isLoopback = (u: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname);

/** Authorization code flow with PKCE, state and nonce (§4 federated sign-in). */
export function createFederated(d: IdentityDeps) {
  const providers = configuredProviders(d.config);
  const discovered = new Map<Provider, Promise<oidc.Configuration>>();
  const fail = () => new DomainError("invalid", "federated_failed", "errors:federatedFailed");
  const unavailable = () => new DomainError("invalid", "federated_unavailable", "errors:federatedUnavailable");

  function configFor(id: Provider) {
    const p = providers.find((x) => x.id === id);
    if (!p) throw unavailable();
    let cfg = discovered.get(id);
    if (!cfg) {
      const issuer = new URL(p.issuer);
      // plain http only for a provider on this machine (development and tests)
      const execute = issuer.protocol === "http:" && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [];
      cfg = oidc.discovery(issuer, p.clientId, p.clientSecret, undefined, { execute });
      cfg.catch(() => discovered.delete(id));
      discovered.set(id, cfg);
    }
    return cfg;
  }

  return {
    providers: () => providers.map((p) => ({ id: p.id, name: p.name })),

    async start(v: Visitor, body: z.infer<typeof federatedSignInSchema>) {
      const config = await configFor(body.provider).catch((e) => {
        if (e instanceof DomainError) throw e;
        v.log.error({ err: e }, "OIDC discovery failed");
        throw unavailable();
      });
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const redirectUri = `${v.origin}/auth/oauth-token`;
      await d.db.insert(oauthStates).values({
        state,
        whitelabelId: v.tenant.id,
        provider: body.provider,
        codeVerifier,
        nonce,
        accountType: body.accountType,
        redirectUri,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.href };
    },

    /**
     * Exchanges the code; signs an existing user in (`session`: the route writes its cookies), or
     * hands back a short federated token for sign-up.
     */
    async exchange(v: Visitor, body: z.infer<typeof oauthTokenSchema>): Promise<{ answer: FederatedAnswer; session: SessionGrant | null }> {
      const tid = v.tenant.id;
      const [st] = await d.db
        .delete(oauthStates)
        .where(and(scoped.tenant(oauthStates, { tenantId: tid }), eq(oauthStates.state, body.state), gt(oauthStates.expiresAt, new Date())))
        .returning();
      if (!st) throw fail();
      const provider = st.provider as Provider;
      const config = await configFor(provider);
      const current = new URL(st.redirectUri);
      current.searchParams.set("code", body.code);
      current.searchParams.set("state", body.state);
      if (body.iss) current.searchParams.set("iss", body.iss);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: st.codeVerifier,
          expectedState: st.state,
          expectedNonce: st.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        v.log.warn({ err }, "OIDC code exchange refused");
        throw fail();
      }
      const claims = tokens.claims()!;
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => ({}) as oidc.UserInfoResponse);
      const email = String(info.email ?? claims.email ?? "").toLowerCase();
      const verified = (info.email_verified ?? claims.email_verified) !== false;
      if (!email || !verified) throw fail();
      const name = String(info.name ?? claims.name ?? email.split("@")[0]);

      const [linked] = await d.db
        .select({ userId: federatedIdentities.userId })
        .from(federatedIdentities)
        .innerJoin(users, and(eq(users.id, federatedIdentities.userId), scoped.tenant(users, { tenantId: tid })))
        .where(
          and(
            scoped.tenant(federatedIdentities, { tenantId: tid }),
            eq(federatedIdentities.provider, provider),
            eq(federatedIdentities.subject, claims.sub),
          ),
        );
      const user = linked
        ? await findUserById(d.db, userScope({ tenantId: tid }, linked.userId))
        : await findUserByEmail(d.db, { tenantId: tid }, email);
      if (user) {
        if (!linked)
          await d.db
            .insert(federatedIdentities)
            .values({ whitelabelId: tid, userId: user.id, provider, subject: claims.sub })
            .onConflictDoNothing();
        const view = await loadUserView(d.db, userScope({ tenantId: tid }, user.id), d.hooks().memberships);
        const session = await d.sessions.start({ tenantId: tid, ip: v.ip }, user, false, view?.activeEntityId ?? null);
        const s = session.tokens;
        return {
          answer: {
            access_token: s.accessToken,
            expires_in: s.expiresIn,
            id_token: s.idToken,
            token_type: "Bearer" as const,
            isNewUser: false,
          },
          session,
        };
      }
      const fedToken = await d.tokens.access(
        { tid, fed: { provider, subject: claims.sub, email, name, userinfo: { ...info, sub: claims.sub, accountType: st.accountType } } },
        FED_TOKEN_TTL,
      );
      return {
        answer: {
          access_token: fedToken,
          expires_in: FED_TOKEN_TTL,
          id_token: tokens.id_token ?? "",
          token_type: "Bearer" as const,
          isNewUser: true,
        },
        session: null,
      };
    },

    /** Creates the account of a federated identity (`fed`: what the bearer token from exchange says) and opens its session. */
    async signUp(v: Visitor, fed: NonNullable<AccessClaims["fed"]>, origin: SignUpOrigin) {
      const tid = v.tenant.id;
      const accountType = fed.userinfo.accountType === "company" ? "company" : "individual";
      const user = await d.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, { tenantId: tid }, fed.email)) throw new DomainError("conflict", "email_taken", "errors:emailTaken");
        const individual = accountType === "individual";
        const [u] = await tx
          .insert(users)
          .values({
            whitelabelId: tid,
            email: fed.email,
            name: fed.name,
            languageCode: intlLocale(v.locale),
            isManager: individual,
            completedProfile: individual,
            referralCode: origin.referralCode,
            utm: origin.utm,
            signUpDetails: { accountType, federated: fed.provider },
          })
          .returning();
        const person = userScope({ tenantId: tid }, u!.id);
        await tx.insert(federatedIdentities).values({ whitelabelId: tid, userId: u!.id, provider: fed.provider, subject: fed.subject });
        for (const hook of d.hooks().onSignUp) await hook(tx, person, { name: fed.name, accountType, ...origin });
        return (await findUserById(tx, person))!;
      });
      const view = await loadUserView(d.db, userScope({ tenantId: tid }, user.id), d.hooks().memberships);
      return d.sessions.start({ tenantId: tid, ip: v.ip }, user, false, view?.activeEntityId ?? null);
    },
  };
}
export type Federated = ReturnType<typeof createFederated>;
