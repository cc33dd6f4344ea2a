// Plain values of the referral programme that the browser may import (no zod here).

/**
 * The letters of an affiliate's code: digits and capitals without the look-alikes 0/O, 1/I/L
 * and U, so a code read aloud or copied by hand comes out right.
 */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 30^8 ≈ 6.6 × 10^11 codes: drawn at random, never guessed by counting. */
export const REFERRAL_CODE_LENGTH = 8;
/** A code as a visitor may type it (either case); codes are stored in capitals. */
export const REFERRAL_CODE_PATTERN = /^[2-9A-HJKMNP-TV-Z]{8}$/i;
/** The query parameter of a referral link: the base URL with ?ref={code} (§3). */
export const REFERRAL_QUERY_PARAM = "ref";

/** Rows per page of the referrals and commissions tables, and the most a caller may ask for. */
export const REFERRAL_PAGE_SIZE = 10;
export const REFERRAL_MAX_PAGE_SIZE = 50;

/** A referral's state: signed up through the link; its customer's first invoice earned; or it could not earn. */
export const REFERRAL_STATUSES = ["signed-up", "converted", "ineligible"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** A commission is earned, or reversed by a refund (kept for the record). */
export const COMMISSION_STATUSES = ["earned", "reversed"] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_CURRENCIES = ["usd", "brl"] as const;
export type CommissionCurrency = (typeof COMMISSION_CURRENCIES)[number];

/** The canonical form of a code a visitor typed or a link carried. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();
