/** Public pages listed in the sitemap (§2 Public), English paths. Later issues add course pages. */
export const PUBLIC_PAGES = [
  { path: "/" },
  { path: "/index-training" },
  { path: "/book-a-demo" },
  { path: "/pricing" },
  { path: "/privacy-policy" },
  { path: "/terms-of-service" },
  { path: "/reseller-agreement" },
  { path: "/referral-program" },
  { path: "/referral-program/terms-of-service" },
] as const;
