// The LTI platform emulator's interface: what a test sees of the emulated LMS.

export const LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";

export type EmuUser = {
  sub: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  /** Default Learner: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"]. */
  roles?: string[];
  locale?: string;
};

export type EmuTamper = {
  /** unknown-kid: a key (and kid) not in the JWKS; wrong-key: the JWKS's kid but another key (bad signature). */
  signWith?: "unknown-kid" | "wrong-key";
  aud?: string | string[];
  azp?: string;
  iss?: string;
  /** Seconds relative to now (default +300); e.g. -120 = expired. */
  expOffset?: number;
  /** Default 0. */
  iatOffset?: number;
  /** Replaces the nonce the tool sent. */
  nonce?: string;
  version?: string;
  deploymentId?: string;
  messageType?: string;
  /** Claim names to drop (full URIs or iss/sub/aud/…). */
  omit?: string[];
};

export type EmuLaunch = {
  user: EmuUser;
  /** Default LtiResourceLinkRequest. */
  message?: "LtiResourceLinkRequest" | "LtiDeepLinkingRequest";
  /** Absolute, on the tool. */
  targetLinkUri: string;
  /** Default { id: "course-1", title: "Security 101", label: "SEC101" }. */
  context?: { id: string; title?: string; label?: string };
  /** Default { id: "rl-1" }. */
  resourceLink?: { id: string; title?: string };
  custom?: Record<string, string>;
  /** Default true for resource links: creates (or reuses) a line item for the resource link and sends the AGS claim. */
  lineItem?: boolean;
  /** Default true: sends the NRPS claim. */
  nrps?: boolean;
  /** Adds lti_storage_target=_parent to the login initiation (platform storage). */
  storage?: boolean;
  /** launch_presentation.locale */
  locale?: string;
  /** launch_presentation.return_url (default `${url}/return`). */
  returnUrl?: string;
  /** The client the launch is for (default the static "emu-client"; a dynamically registered one launches with its deployment). */
  clientId?: string;
  tamper?: EmuTamper;
};

export type EmuScore = {
  lineItem: string;
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: string;
  gradingProgress: string;
  timestamp: string;
  comment?: string;
};

export type EmuLineItem = {
  id: string;
  contextId: string;
  resourceLinkId?: string;
  resourceId?: string;
  tag?: string;
  label: string;
  scoreMaximum: number;
};

export type EmuMember = EmuUser & { status?: "Active" | "Inactive" };

export type EmuDeepLinkItem = {
  type: string;
  title?: string;
  url?: string;
  custom?: Record<string, string>;
  lineItem?: { scoreMaximum: number; label?: string; resourceId?: string };
};

export type EmuDynamicRegistration = { clientId: string; deploymentId: string; body: Record<string, unknown> };

export type ToolKeySource = { jwksUrl: string } | { jwks: () => Promise<{ keys: object[] }> };

export interface LtiPlatform {
  /** http://127.0.0.1:PORT — also the issuer. */
  url: string;
  issuer: string;
  /** Static client id "emu-client". */
  clientId: string;
  /** Static deployment "emu-deploy-1". */
  deploymentId: string;
  /** Body for POST /api/entity/lti/registrations. */
  registration(): {
    name: string;
    issuer: string;
    clientId: string;
    deploymentIds: string[];
    authLoginUrl: string;
    authTokenUrl: string;
    keysetUrl: string;
  };
  /** Where the tool's public keys come from, to check client assertions and deep-linking answers. */
  trustTool(tool: ToolKeySource): void;
  /** Registers a launch; answers the login initiation the LMS would make (url = tool's login URL with query; params also as a form body). */
  prepareLaunch(launch: EmuLaunch & { toolLoginUrl: string }): { url: string; params: Record<string, string>; hint: string };
  /** GET of the authorization URL the tool redirected to, as a browser would: the auto-posting form's action and fields; throws with the platform's answer when it refuses. */
  authorize(authUrl: string): Promise<{ action: string; fields: Record<string, string> }>;
  /** Mint an id_token directly (for tests that need a token for a given state/nonce without the /auth round trip). */
  idToken(launch: EmuLaunch, nonce: string): Promise<string>;
  /** AGS: scores received, newest last. */
  scores(): EmuScore[];
  lineItems(): EmuLineItem[];
  /** The next n score posts answer `status` (default 503) — to test retries. */
  failScores(n: number, status?: number): void;
  /** NRPS: members of a context (the launch's users are added too). Page size 2 by default (Link rel="next"). */
  addMembers(contextId: string, members: EmuMember[]): void;
  /** Tokens issued by the token endpoint (client_credentials with a verified private_key_jwt), with their scopes. */
  tokensIssued(): { scope: string; clientId: string }[];
  /** Deep linking answers received at `${url}/deep-link-return` (JWT verified against the tool's keys). */
  deepLinks(): { items: EmuDeepLinkItem[]; data?: string }[];
  /** Dynamic registration: the URL to open (the tool's registration URL + openid_configuration + registration_token). */
  dynamicRegistrationUrl(toolRegistrationUrl: string): string;
  registrationToken: string;
  dynamicRegistrations(): EmuDynamicRegistration[];
  rotateKeys(): Promise<void>;
  close(): Promise<void>;
}
