import { z } from "zod";
import { BOOK_A_DEMO_PRODUCTS } from "./constants.ts";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./field-rules.ts";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, DEMO_LIMITS, TEAM_SIZES } from "./inquiry-limits.ts";

// Messages are catalog keys (errors namespace); the API translates them for the caller.
const required = (max: number) =>
  z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(max, { error: "errors:tooLong" });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "errors:tooLong" })
    .optional()
    .or(z.literal("").transform(() => undefined));
const email = z
  .string({ error: "errors:required" })
  .trim()
  .min(1, { error: "errors:required" })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "errors:email" }))
  .pipe(z.string().max(DEMO_LIMITS.email, { error: "errors:tooLong" }));

export const demoRequestSchema = z
  .object({
    name: required(DEMO_LIMITS.name),
    email,
    company: required(DEMO_LIMITS.company),
    phone: z
      .string()
      .trim()
      .max(DEMO_LIMITS.phone, { error: "errors:tooLong" })
      .regex(PHONE_PATTERN, { error: "errors:phone" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    teamSize: z.enum(TEAM_SIZES, { error: "errors:invalidChoice" }),
    product: z.enum(BOOK_A_DEMO_PRODUCTS, { error: "errors:invalidChoice" }),
    message: optional(DEMO_LIMITS.message),
  })
  .meta({ id: "DemoRequest" });
export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

export const contactMessageSchema = z
  .object({
    name: required(CONTACT_LIMITS.nameMax),
    email,
    subject: z.enum(CONTACT_SUBJECTS, { error: "errors:invalidChoice" }),
    message: required(CONTACT_LIMITS.messageMax).pipe(z.string().min(CONTACT_LIMITS.messageMin, { error: "errors:tooShort" })),
  })
  .meta({ id: "ContactMessage" });
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
