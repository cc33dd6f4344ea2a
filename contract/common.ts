import { z } from "zod";
import { SLUG_PATTERN } from "./field-rules.ts";

// Shapes that several areas' operations share: whole lists, pages of longer ones, ids in
// paths, and the small answers of operations that create or send something.

/** `{ data: [...] }`: the whole list. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** One page of a longer list: its items, the page number, the page size and the total. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

/** `{slug}` in a path (a course, a tenant). */
export const slugParamsSchema = z.object({ slug: z.string().regex(SLUG_PATTERN) });
/** `{id}` in a path: a UUID; anything else names nothing (404's message). */
export const idParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });

export const createdSchema = z.object({ id: z.uuid() });
export type Created = z.infer<typeof createdSchema>;
/** How many people were notified or e-mailed. */
export const sentSchema = z.object({ sent: z.number().int() });
export type Sent = z.infer<typeof sentSchema>;
