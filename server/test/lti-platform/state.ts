import { randomBytes } from "node:crypto";
import { createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey, type JWK, type JWTVerifyGetKey } from "jose";
import type { EmuDeepLinkItem, EmuDynamicRegistration, EmuLaunch, EmuLineItem, EmuMember, EmuScore, ToolKeySource } from "./types.ts";

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };
/** A client the platform knows: the static one, or one a dynamic registration made. */
export type Client = { clientId: string; deploymentId: string; redirectUris?: string[]; jwksUri?: string };
/** A launch a test prepared, found by its lti_message_hint. */
export type Prepared = EmuLaunch & { toolLoginUrl: string; hint: string };
export type AccessToken = { clientId: string; scopes: string[]; expires: number };
export type Context = { id: string; title?: string; label?: string };

export const randomId = (bytes = 12) => randomBytes(bytes).toString("base64url");

export async function newSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return { kid, privateKey, publicJwk };
}

/** Everything the emulated LMS holds: its keys, clients, prepared launches, gradebook, rosters and what tools sent. */
export class PlatformState {
  keys: SigningKey[] = [];
  /** Keys that never appear in the JWKS (for tampered tokens). */
  strangers: { unknownKid: SigningKey; wrongKey: SigningKey } | undefined;
  readonly clients = new Map<string, Client>();
  readonly launches = new Map<string, Prepared>();
  readonly contexts = new Map<string, Context>();
  readonly members = new Map<string, Map<string, EmuMember>>();
  readonly lineItems: EmuLineItem[] = [];
  readonly scores: EmuScore[] = [];
  readonly tokens = new Map<string, AccessToken>();
  readonly issued: { scope: string; clientId: string }[] = [];
  readonly assertionIds = new Set<string>();
  readonly deepLinkNonces = new Set<string>();
  readonly deepLinks: { items: EmuDeepLinkItem[]; data?: string }[] = [];
  readonly registrations: EmuDynamicRegistration[] = [];
  readonly storage = new Map<string, string>();
  toolKeys: ToolKeySource | undefined;
  failures = { left: 0, status: 503 };
  private lineItemSeq = 0;

  constructor(
    readonly url: string,
    readonly pageSize: number,
  ) {}

  get currentKey(): SigningKey {
    return this.keys[this.keys.length - 1]!;
  }

  async rotate() {
    this.keys.push(await newSigningKey(`emu-${this.keys.length + 1}`));
  }

  jwks() {
    return { keys: this.keys.map((k) => k.publicJwk) };
  }

  /** The tool's keys for a client: trustTool's source first, else the JWKS URL the client registered with. */
  async toolKeySet(client: Client): Promise<JWTVerifyGetKey> {
    const source = this.toolKeys ?? (client.jwksUri ? { jwksUrl: client.jwksUri } : undefined);
    if (!source) throw new Error("no tool keys trusted (call trustTool)");
    let jwks: { keys: object[] };
    if ("jwksUrl" in source) {
      const res = await fetch(source.jwksUrl, { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`tool JWKS answered ${res.status}`);
      jwks = (await res.json()) as { keys: object[] };
    } else {
      jwks = await source.jwks();
    }
    return createLocalJWKSet(jwks as { keys: JWK[] });
  }

  context(ctx: Context) {
    const known = this.contexts.get(ctx.id);
    const given = Object.fromEntries(Object.entries(ctx).filter(([, v]) => v !== undefined)) as Context;
    this.contexts.set(ctx.id, { ...known, ...given });
    if (!this.members.has(ctx.id)) this.members.set(ctx.id, new Map());
  }

  addMember(contextId: string, member: EmuMember) {
    this.context({ id: contextId });
    const roster = this.members.get(contextId)!;
    roster.set(member.sub, { ...roster.get(member.sub), ...member });
  }

  lineItemUrl(contextId: string, n: number) {
    return `${this.url}/contexts/${encodeURIComponent(contextId)}/lineitems/${n}`;
  }

  createLineItem(item: Omit<EmuLineItem, "id">): EmuLineItem {
    const created = { id: this.lineItemUrl(item.contextId, ++this.lineItemSeq), ...item };
    this.lineItems.push(created);
    return created;
  }

  /** The line item of a resource link, created on its first launch. */
  lineItemFor(contextId: string, resourceLink: { id: string; title?: string }): EmuLineItem {
    const found = this.lineItems.find((li) => li.contextId === contextId && li.resourceLinkId === resourceLink.id);
    return (
      found ??
      this.createLineItem({ contextId, resourceLinkId: resourceLink.id, label: resourceLink.title ?? "Activity", scoreMaximum: 100 })
    );
  }
}
