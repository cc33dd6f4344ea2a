import { MANAGER_MODE_COOKIE } from "../../contract/session.ts";
import type { Guard } from "./types.ts";

/**
 * Guard 7: manager mode. Managers work in manager mode unless they switched to user mode;
 * for a company manager the toggle inverts it (§4). Routes with disableManagerToggle
 * hide the toggle but keep the mode.
 */
export const managerMode: Guard = ({ session, cookies }) => {
  const user = session.user;
  session.managerMode = !!user?.isManager && cookies.get(MANAGER_MODE_COOKIE) !== "off";
};
