import { z } from "zod";
import { emailField } from "./auth.ts";
import { NOTIFICATION_PAGE_SIZE } from "./constants.ts";
import { CUSTOM_NOTIFICATION_SLUG, NOTIFICATION_LIMITS, NOTIFICATION_LINK } from "./notification-rules.ts";

export { CUSTOM_NOTIFICATION_SLUG, NOTIFICATION_LIMITS, NOTIFICATION_LINK } from "./notification-rules.ts";

export const notificationSchema = z
  .object({ id: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), isRead: z.boolean(), createdAt: z.string() })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  notificationsNotRead: z.number().int(),
  data: z.array(notificationSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationListParamsSchema = z.object({ userId: z.uuid() });
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});
export const notificationParamsSchema = z.object({ id: z.uuid() });

export const markReadSchema = z.object({ id: z.string(), isRead: z.boolean() });
export const sendNotificationsSchema = z
  .object({
    emails: z.array(emailField).min(1, { error: "errors:required" }).max(500),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, { error: "errors:invalidValue" })
      .describe(`A template of the mail catalog, or "${CUSTOM_NOTIFICATION_SLUG}" for the title and message given here`),
    title: z.string().trim().min(1, { error: "errors:required" }).max(NOTIFICATION_LIMITS.title, { error: "errors:tooLong" }).optional(),
    message: z
      .string()
      .trim()
      .min(1, { error: "errors:required" })
      .max(NOTIFICATION_LIMITS.message, { error: "errors:tooLong" })
      .optional(),
    link: z
      .string()
      .trim()
      .max(NOTIFICATION_LIMITS.link, { error: "errors:tooLong" })
      .regex(NOTIFICATION_LINK, { error: "errors:invalidValue" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.slug !== CUSTOM_NOTIFICATION_SLUG) return;
    if (!v.title) ctx.addIssue({ code: "custom", path: ["title"], message: "errors:required" });
    if (!v.message) ctx.addIssue({ code: "custom", path: ["message"], message: "errors:required" });
  });
