import type { Guard } from "./types.ts";

/** Guard 2: authentication and token renewal. Sessions arrive with the accounts issue (#3). */
export const authentication: Guard = () => undefined;
