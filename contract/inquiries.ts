import { z } from "zod";
import { BOOK_A_DEMO_PRODUCTS } from "./constants.ts";

// Messages are catalog keys (errors namespace); the API translates them for the caller.
const required = (max: number) => z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(max, { error: "errors:tooLong" });
const optional = (max: number) => z.string().trim().max(max, { error: "errors:tooLong" }).optional().or(z.literal("").transform(() => undefined));
const email = z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).pipe(z.email({ error: "errors:email" })).pipe(z.string().max(254, { error: "errors:tooLong" }));

export const TEAM_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export const CONTACT_SUBJECTS = ["sales", "support", "partnership", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const demoRequestSchema = z
  .object({
    name: required(120),
    email,
    company: required(160),
    phone: optional(40),
    teamSize: z.enum(TEAM_SIZES, { error: "errors:invalidChoice" }),
    product: z.enum(BOOK_A_DEMO_PRODUCTS, { error: "errors:invalidChoice" }),
    message: optional(2000),
  })
  .meta({ id: "DemoRequest" });
export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

/** Limits the contact form checks as you type and the API enforces. */
export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

export const contactMessageSchema = z
  .object({
    name: required(CONTACT_LIMITS.nameMax),
    email,
    subject: z.enum(CONTACT_SUBJECTS, { error: "errors:invalidChoice" }),
    message: required(CONTACT_LIMITS.messageMax).pipe(z.string().min(CONTACT_LIMITS.messageMin, { error: "errors:tooShort" })),
  })
  .meta({ id: "ContactMessage" });
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
