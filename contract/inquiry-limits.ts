// Plain values shared by the forms (browser) and the API schemas (contract/inquiries.ts);
// kept apart from zod so the browser bundle does not carry the schema library.

export const TEAM_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];
export const CONTACT_SUBJECTS = ["sales", "support", "partnership", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Limits the demo form checks as you type and the API enforces. */
export const DEMO_LIMITS = { name: 120, email: 254, company: 160, phone: 40, message: 2000 } as const;
/** Limits the contact form checks as you type and the API enforces. */
export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;
