import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { User } from "../../contract/auth.ts";
import type { AssistantName, PassageKind } from "../../contract/assistant-limits.ts";
import type { Locale, UtmParam } from "../../contract/constants.ts";
import type { Tx } from "../db/client.ts";
import type { AppEnv } from "../platform/env.ts";
import type { EntityScope, UserScope } from "../platform/scope.ts";

/** Account erasure (LGPD/GDPR): what an area deletes or anonymises of a person, in the erasure's transaction. */
export type Eraser = (tx: Tx, person: UserScope) => Promise<void>;

/**
 * What a confirmed sign-up tells the areas: who signed up and what they asked for, and what the
 * visitor's browser kept from the link that brought them (referral code, campaign parameters).
 */
export type SignUpDetails = {
  name: string;
  accountType: "individual" | "company";
  skillGapData?: unknown;
  referralCode?: string | null;
  utm?: Partial<Record<UtmParam, string>> | null;
};
/** A confirmed sign-up: what an area sets up or takes over from the visitor's anonymous use, in the sign-up's transaction. */
export type SignUpHook = (tx: Tx, person: UserScope, details: SignUpDetails) => Promise<void>;

/** A session begun or renewed, for the areas that keep a record of access. */
export type SessionEvent = {
  person: UserScope;
  entityId: string | null;
  name: string;
  email: string;
  kind: "sign-in" | "renewal";
  ip: string | null;
};
export type SessionHook = (db: Tx, event: SessionEvent) => Promise<void>;

/** The person's memberships as the §3 User shows them, and an open request to join. */
export type Memberships = { userEntities: User["userEntities"]; pendingEntry: User["pendingEntry"] };
/** The area that keeps memberships lends identity the part of the user view it owns. */
export type MembershipSource = (db: Tx, person: UserScope, opts: { pendingApproval: boolean }) => Promise<Memberships>;

/**
 * An entity was just made (a person completed their profile as a company or an individual):
 * what an area sets up for it, in the same transaction (billing starts a new company's trial).
 * Work that must wait for the commit (enqueueing a job, calling an outside service) is returned
 * as a function, run once the transaction has committed.
 */
export type EntityCreated = { type: "individual" | "company"; name: string; founder: { userId: string; email: string; name: string } };
export type AfterCommit = () => Promise<void>;
export type EntityCreatedHook = (tx: Tx, scope: EntityScope, entity: EntityCreated) => Promise<void | AfterCommit>;

/** People joined a company's group: what an area gives them (none does today: a group's assignments reach its people without enrolling them). */
export type GroupJoinHook = (tx: Tx, scope: EntityScope, groupId: string, userIds: string[]) => Promise<void>;

/** A learner passed a course's challenge (the course is completed): what another area does once it has committed. */
export type CourseCompleted = {
  tenantId: string;
  userId: string;
  courseId: string;
  courseSlug: string;
  /** The attempt's score, 0–100. */
  score: number;
  completedAt: Date;
};
export type CourseCompletedHook = (event: CourseCompleted) => Promise<void>;

/**
 * Who asks an assistant, and with what rights: every passage a source gives must be one this
 * person may see (their tenant, their entity, their permissions and features), by construction
 * of its query.
 */
export type AssistantAsker = {
  tenantId: string;
  /** The person's active company or individual account; null before they have one. */
  entityId: string | null;
  userId: string;
  locale: Locale;
  permissions: readonly string[];
  features: readonly string[];
};

/**
 * A piece of text an assistant may answer from and cite: a course step, a finding and its fix, a
 * requirement and its evidence, or a fact about the asker's own data (their next course, their
 * open failures, overdue requirements).
 */
export type Passage = {
  /** Stable and unique (`course:<slug>:step:<n>`, `guidance:<check>`, `requirement:<framework>:<id>`, `fact:next-course` …): the evaluation set names passages by it. */
  key: string;
  kind: PassageKind;
  title: string;
  text: string;
  /** Where the citation leads: a path on the tenant's site. */
  url: string;
  /** Higher is better (ts_rank, or a fact's own weight); sources' scores are compared. */
  score: number;
  /** Names or addresses of people other than the asker: never sent to an outside model unless the operator allows it. */
  personal?: boolean;
};

/** What an area lends an assistant: passages found by full-text search, facts computed by queries, questions to suggest. */
export type AssistantSource = {
  assistant: AssistantName;
  /** Passages matching the question in the asker's language (PostgreSQL full-text search), best first, at most `limit`. */
  search: (asker: AssistantAsker, query: { text: string; limit: number; page?: string }) => Promise<Passage[]>;
  /** Data-driven answers the question asks for (or the page the asker is on suggests), from queries, not a model. */
  facts?: (asker: AssistantAsker, query: { text: string; page?: string }) => Promise<Passage[]>;
  /** Questions worth asking on a page (already in the asker's language), e.g. about their latest failing scan. */
  suggestions?: (asker: AssistantAsker, page: string | undefined) => Promise<string[]>;
};

/**
 * A request outside /api that an area answers itself, before the pages: the LTI login and launch,
 * which an LMS sends the browser to. `handle` may call `next()` to let the page answer instead.
 */
export type SiteRoute = { method: "GET" | "POST"; path: string; handle: MiddlewareHandler<AppEnv> };

/**
 * Background work an area runs through the job queue (pg-boss): `work` gets each job's data.
 * Whoever enqueues uses `jobs.send(queue, data)`; a failed job is retried as `retry` says.
 */
export type AreaJob = {
  queue: string;
  work: (data: unknown) => Promise<void>;
  retry?: { limit: number; delaySeconds: number };
  /** Jobs of this queue one process works at once, each on a worker of its own (default 1). */
  workers?: number;
  /**
   * Work the process enqueues on its own: every hour, or weekly (ticked hourly except Monday
   * before 08:00 UTC: the job itself must send once per ISO week).
   * pg-boss's cron is off (server/platform/jobs.ts), so server/main.ts ticks hourly.
   */
  every?: "hour" | "week";
};

/**
 * A product area as the process sees it: the API routes it serves and the hooks it lends to
 * others. Each area builds its own in `server/api/<area>/index.ts` (its manifest's `create`);
 * `server/areas.ts` lists the areas once, and the API mounts whatever they register.
 */
export interface Area {
  name: string;
  routes: OpenAPIHono<AppEnv>[];
  erase?: Eraser;
  onSignUp?: SignUpHook;
  onSession?: SessionHook;
  memberships?: MembershipSource;
  onGroupJoin?: GroupJoinHook;
  onEntityCreated?: EntityCreatedHook;
  jobs?: AreaJob[];
  /** Told after a learner completes a course (learning calls it once its transaction has committed). */
  onCourseCompleted?: CourseCompletedHook;
  /**
   * Addresses a form on another site may post to with the person's cookies (the LTI login and
   * launch), absolute (`/lti`, `/api/…`): the origin check lets them through, so each must stand
   * on its own state and nonce.
   */
  crossSiteForms?: { method: "POST"; path: string; why: string }[];
  /** What the area lends the assistants (Nova: learning, Iris: scanners, Xen: compliance). */
  assistantSources?: AssistantSource[];
  /** Requests outside /api the area answers before the pages (see SiteRoute). */
  siteRoutes?: SiteRoute[];
  /**
   * Page paths (prefixes, without the /pt locale) another site may frame: an LMS frames the LTI
   * pages. Their answers get `frame-ancestors` of any https origin (and loopback http) instead of
   * 'self', forms that may post to another site (the deep-linking answer), and no opener isolation.
   */
  framedPaths?: string[];
  /** Requests with a body ceiling of their own: uploads above the platform's limit, beacons below it. */
  largeBodies?: {
    method: "POST" | "PUT";
    path: string;
    maxBytes: number;
    tooLarge: { messageKey: string; vars?: Record<string, string | number> };
  }[];
  /**
   * Public reads answered from memory as soon as the request's context (tenant, origin) is known,
   * before the rest of the middleware: a GET of exactly this path (`/api/…`), with no query. The
   * answer gets every header the full path gives it (platform/sealed-response.ts); the same
   * operation stays declared among the area's routes, for the API's document and for pages.
   */
  cachedReads?: { path: string; read: (c: Context<AppEnv>) => { body: string; headers: Record<string, string> } }[];
}
