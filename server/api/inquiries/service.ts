import type { ContactMessageInput, DemoRequestInput } from "../../../contract/inquiries.ts";
import type { Brand } from "../../../contract/brand.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, demoRequests } from "./schema.ts";
import type { Mailer } from "../../platform/mail.ts";
import { rateLimit } from "../../platform/rate-limit.ts";

/** Per visitor address and per tenant: enough for a person, useless for a script. */
const LIMIT = { perIp: 5, windowSeconds: 600 } as const;

/** Who wrote, from where, under which brand. */
export type InquiryScope = { tenantId: string; ip: string; locale: Locale; brand: Brand };

/** Demo requests and contact messages: stored for the tenant, and mailed to its contact address. */
export function createInquiriesService(db: Db, mailer: Mailer) {
  return {
    async requestDemo(scope: InquiryScope, input: DemoRequestInput) {
      await rateLimit(db, `demo:${scope.tenantId}:${scope.ip}`, LIMIT.perIp, LIMIT.windowSeconds);
      const [row] = await db
        .insert(demoRequests)
        .values({ ...input, whitelabelId: scope.tenantId, locale: scope.locale })
        .returning({ id: demoRequests.id });
      await mailer.send({
        tenantId: scope.tenantId,
        brand: scope.brand,
        to: scope.brand.contactEmail,
        locale: scope.locale,
        template: "inquiry-demo",
        vars: {
          name: input.name,
          email: input.email,
          company: input.company,
          phone: input.phone ?? "—",
          teamSize: input.teamSize,
          product: input.product,
          message: input.message ?? "—",
        },
      });
      return row!;
    },
    async contact(scope: InquiryScope, input: ContactMessageInput) {
      await rateLimit(db, `contact:${scope.tenantId}:${scope.ip}`, LIMIT.perIp, LIMIT.windowSeconds);
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, whitelabelId: scope.tenantId, locale: scope.locale })
        .returning({ id: contactMessages.id });
      await mailer.send({
        tenantId: scope.tenantId,
        brand: scope.brand,
        to: scope.brand.contactEmail,
        locale: scope.locale,
        template: "inquiry-contact",
        vars: { name: input.name, email: input.email, subject: input.subject, message: input.message },
      });
      return row!;
    },
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
