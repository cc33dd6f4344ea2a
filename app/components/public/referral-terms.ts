import {
  COLOR_MODE_STORAGE_KEY,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  PRICES,
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_DAYS,
  SELECTED_PRODUCT_COOKIE,
  SELECTED_PRODUCT_COOKIE_DAYS,
  UTM_COOKIE,
  UTM_COOKIE_DAYS,
} from "../../../contract/constants.ts";
import { formatUsd } from "./pricing-plans.ts";

/**
 * Referral commission rules. The spec gives no figures, so they are set here, in one
 * place, and both the referral page and the referral programme terms read them.
 */
export const REFERRAL_COMMISSION_PERCENT = 20;
export const REFERRAL_COMMISSION_MONTHS = 12;
export const REFERRAL_PAYOUT_MINIMUM_USD = 50;
export const REFERRAL_HOLD_DAYS = 30;

/** The worked example on the referral page: a team of ten on the monthly Team plan. */
export function commissionExample(seats = 10) {
  const monthlyBill = PRICES.team.USD.month * seats;
  const monthlyCommission = (monthlyBill * REFERRAL_COMMISSION_PERCENT) / 100;
  return {
    seats,
    price: formatUsd(PRICES.team.USD.month),
    monthlyBill: formatUsd(monthlyBill),
    monthlyCommission: formatUsd(monthlyCommission),
    totalCommission: formatUsd(monthlyCommission * REFERRAL_COMMISSION_MONTHS),
  };
}

/** Values the legal texts and the referral page interpolate, so they never drift from the constants. */
export const POLICY_VALUES = {
  percent: REFERRAL_COMMISSION_PERCENT,
  months: REFERRAL_COMMISSION_MONTHS,
  minimum: formatUsd(REFERRAL_PAYOUT_MINIMUM_USD),
  holdDays: REFERRAL_HOLD_DAYS,
  referralCookie: REFERRAL_COOKIE,
  referralCookieDays: REFERRAL_COOKIE_DAYS,
  localeCookie: LOCALE_COOKIE,
  localeCookieDays: LOCALE_COOKIE_DAYS,
  utmCookie: UTM_COOKIE,
  utmCookieDays: UTM_COOKIE_DAYS,
  productCookie: SELECTED_PRODUCT_COOKIE,
  productCookieDays: SELECTED_PRODUCT_COOKIE_DAYS,
  colorModeKey: COLOR_MODE_STORAGE_KEY,
} as const;
