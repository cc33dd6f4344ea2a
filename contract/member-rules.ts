// The members list's plain values, shared by the schemas (contract/members.ts) and the pages without zod.

export const MEMBER_STATUSES = ["active", "invited", "awaiting-approval", "deactivated"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A field to sort by; a leading - sorts descending. */
export const MEMBER_SORTS = ["name", "-name", "email", "-email", "joinedAt", "-joinedAt", "lastAccessAt", "-lastAccessAt"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const MEMBER_LIMITS = {
  pageSize: 25,
  maxPageSize: 100,
  search: 100,
  email: 254,
  /** Addresses one invitation request may carry (a pasted list). */
  invitesPerRequest: 500,
  groupsPerInvite: 50,
  /** Recent sign-ins shown on a member's page. */
  recentAccess: 10,
} as const;

/** Days an invitation link works. */
export const INVITATION_DAYS = 14;
/** An invitation sent less than this long ago is not sent again (each sending replaces the link: a double click would kill the first e-mail's). */
export const INVITATION_RESEND_COOLDOWN_SECONDS = 120;
