// Spec constants (SPEC §9 and the enumerations of §3 and §6), named as in the spec.
// This is the only place these numbers live; app/ and server/ both import them.

export const TOKEN_EXPIRING_THRESHOLD_SECONDS = 300;
export const OTP_RESEND_TIMER_SECONDS = 60;
export const OTP_INITIAL_ATTEMPTS = 0;

export const NOTIFICATION_PAGE_SIZE = 10;
export const ACCESS_ACTIVITY_PAGE_SIZE = 8;
export const WEBSITES_LIMIT = 50;

export const CAPTCHA_MAX_NUMBER = 1_000_000;

export const LOCALES = ["en", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Locale code → URL prefix ("" for the default locale). */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", pt: "/pt" };
export const LANGUAGE_CODES = ["en-US", "pt-BR"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const LANGUAGE_TO_LOCALE: Record<LanguageCode, Locale> = { "en-US": "en", "pt-BR": "pt" };
export const LOCALE_TO_LANGUAGE: Record<Locale, LanguageCode> = { en: "en-US", pt: "pt-BR" };
export const FALLBACK_LANGUAGE: LanguageCode = "en-US";
export const LOCALE_COOKIE = "i18n_locale";
export const LOCALE_COOKIE_DAYS = 365;

export const SELECTED_PRODUCT_COOKIE = "selected_product";
export const SELECTED_PRODUCT_COOKIE_DAYS = 30;
export const BOOK_A_DEMO_PRODUCTS = ["Scanners", "Training"] as const;
export type BookADemoProduct = (typeof BOOK_A_DEMO_PRODUCTS)[number];

export const UTM_COOKIE = "utm_params";
export const UTM_COOKIE_DAYS = 30;
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
export const REFERRAL_COOKIE = "ref_code";
export const REFERRAL_COOKIE_DAYS = 30;

export const TOAST_DURATION_MS = { success: 5000, error: 5000, warning: 100000 } as const;

export const PAGE_RELOAD_GUARD_MS = 10_000;
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;

export const CLIPBOARD_COPIED_MS = 1500;

/** §7: the usage tracker sends a page view this long after a page finished. */
export const TRACKER_DELAY_MS = 300;

export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, heightPx: 3, hideDelayMs: 500, resetDelayMs: 400 } as const;

export const IMAGE_ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;
export const IMAGE_MAX_ZOOM = 4;
export const IMAGE_DEFAULT_MAX_HEIGHT = "190px";

export const COLOR_MODE_STORAGE_KEY = "nuxt-color-mode";
export const COLOR_MODES = ["light", "dark", "system"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const IDEMPOTENT_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/**
 * §9 leaves the build polling interval open: five minutes keeps the request rate
 * negligible (one tiny JSON per tab) while a deploy reaches every open tab well
 * within a working session. See docs/decisions/0005-build-id-polling.md.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

// §6 permissions and §3 feature flags: each owned by one area and assembled in the registry
// (contract/permissions.ts), in the spec's order.
export { FEATURES, PERMISSIONS, type Feature, type Permission } from "./permissions.ts";

export const ENTITY_TYPES = ["individual", "company"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

// §6 plans; "{product}" is the product brand slug (PRODUCT_SLUG, default "shield").
export const FREE_PLAN = "shield-plan";
export function planIds(product: string) {
  return [
    FREE_PLAN,
    `${product}-training`,
    `${product}-training-team`,
    `${product}-scanners`,
    `${product}-compliance`,
    `${product}-phishing`,
    "skill5-personal",
    "skill5-team",
    "skill5-library",
    "skill5-library-team",
    "skill5-creator",
    "skill5-enterprise",
  ] as const;
}
export const SUBSCRIPTION_PRODUCTS = ["training", "scanners", "compliance", "phishing"] as const;
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];

/** §9 prices, whole currency units. null where the spec gives no figure. */
export const PRICES = {
  team: { USD: { month: 14, year: 108 }, BRL: { month: 59, year: 588 } },
  personal: { USD: { month: 25, year: 228 }, BRL: { month: 89, year: 948 } },
  library: { USD: { month: 15, year: 97 } },
  libraryTeam: { USD: { month: 16, year: 98 } },
  businessCreator: { USD: { month: 10, year: 60 } },
} as const;
export type PricedPlan = keyof typeof PRICES;

// §1 default brand values
export const DEFAULT_BRAND = {
  name: "Skill5",
  slogan: "Master Skills in Just 5 Minutes",
  description:
    "Customizable five-minute micro-courses for any industry: train teams and individuals with short, practical lessons, challenges, badges and verifiable certificates.",
  keywords: [
    "micro-learning",
    "training",
    "professional development",
    "online courses",
    "career skills",
    "quick learning",
    "business training",
  ],
  logo: "/Logo.webp",
  favicon: "/favicon.ico",
  colors: { primary: "#007bff", secondary: "#6c757d", accent: "#28a745" },
} as const;

export const SKILL5_SLUG = "skill5";
