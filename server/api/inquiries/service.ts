import type { ContactMessageInput, DemoRequestInput } from "../../../contract/inquiries.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, demoRequests } from "../../db/schema/index.ts";
import { rateLimit } from "../../platform/rate-limit.ts";

/** Per visitor address and per tenant: enough for a person, useless for a script. */
const LIMIT = { perIp: 5, windowSeconds: 600 } as const;

export function createInquiriesService(db: Db) {
  return {
    async requestDemo(tenantId: string, ip: string, locale: Locale, input: DemoRequestInput) {
      await rateLimit(db, `demo:${tenantId}:${ip}`, LIMIT.perIp, LIMIT.windowSeconds);
      const [row] = await db
        .insert(demoRequests)
        .values({ ...input, whitelabelId: tenantId, locale })
        .returning({ id: demoRequests.id });
      return row!;
    },
    async contact(tenantId: string, ip: string, locale: Locale, input: ContactMessageInput) {
      await rateLimit(db, `contact:${tenantId}:${ip}`, LIMIT.perIp, LIMIT.windowSeconds);
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, whitelabelId: tenantId, locale })
        .returning({ id: contactMessages.id });
      return row!;
    },
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
