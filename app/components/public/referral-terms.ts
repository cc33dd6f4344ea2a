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
import { numberFormat } from "../../lib/intl.ts";

/**
 * The worked example on the referral page: a team of ten on the monthly Team plan, and the
 * commission its first invoice earns at the programme's rate (GET /api/public/referral-program).
 */
export function commissionExample(percent: number, seats = 10) {
  const monthlyBill = PRICES.team.USD.month * seats;
  return {
    seats,
    price: formatUsd(PRICES.team.USD.month),
    monthlyBill: formatUsd(monthlyBill),
    // rounded to the cent, as commissions are
    commission: numberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(Math.round(monthlyBill * percent) / 100),
  };
}

/** Values the legal texts and the referral page interpolate, so they never drift from the constants. */
export const POLICY_VALUES = {
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
