import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { errorSchema } from "../../contract/errors.ts";
import { unauthenticated } from "./auth.ts";
import type { AppEnv } from "./env.ts";

export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
export const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

type FieldSchema = { type: "string"; format?: string } | { type: "array"; items: { type: "string" } };
const binary = { type: "string" as const, format: "binary" };
/**
 * An upload's request body: `multipart/form-data` with the required `file` and the optional `fields`,
 * and for each of `rawTypes` the file itself as the body.
 */
export const uploadBody = (fields: Record<string, FieldSchema>, rawTypes: string[] = []) => ({
  body: {
    required: true,
    content: {
      "multipart/form-data": { schema: { type: "object" as const, properties: { file: binary, ...fields }, required: ["file"] } },
      ...Object.fromEntries(rawTypes.map((t) => [t, { schema: binary }])),
    },
  },
});

const ERROR_TEXT: Record<number, string> = {
  400: "Not valid: `issues` names each field; the message is translated",
  401: "Not signed in, or the session ended",
  402: "The payment was refused (e.g. a declined card); nothing changed",
  403: "Signed in without the permission this needs",
  404: "No such thing in this tenant (another tenant's ids are never revealed)",
  409: "Conflicts with the current state",
  413: "The upload is larger than the limit the message names",
  415: "The upload's content is not of a type taken here (judged by its bytes, whatever its name says)",
  422: "Understood and tried, but what was found does not allow it; the message says what was found",
  429: "Too many requests; wait and retry",
  502: "A service the operator configured (a language model) failed or answered what could not be used; nothing changed",
};

/** The error responses a route can give, each with the shared error shape. */
export function errors(...codes: (keyof typeof ERROR_TEXT)[]) {
  return Object.fromEntries(codes.map((c) => [c, json(errorSchema, ERROR_TEXT[c]!)])) as Record<number, ReturnType<typeof json>>;
}

export const bearer: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** Route middleware: a signed-in session, checked before the request is validated (401 first). */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("auth")?.sub) throw unauthenticated();
  await next();
};

/** Route middleware: a federated identity's bearer token (before sign-up). */
export const federatedOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("auth")?.fed) throw unauthenticated();
  await next();
};
