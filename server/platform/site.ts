import type { Brand } from "../../contract/brand.ts";
import type { Locale } from "../../contract/constants.ts";

/**
 * Where a request came from, as business functions need it to write to people: the tenant's
 * brand and public origin (links in e-mails) and the caller's language. Routes build it from
 * the request; a job or webhook builds it from the tenant's row.
 */
export type Site = { tenantId: string; origin: string; brand: Brand; locale: Locale };
