import { MailWarning, ShieldAlert } from "lucide-react";

/** The icons this folder's pages name in their menu entries (the side menu finds them by name). */
export const MENU_ICONS = { MailWarning, ShieldAlert };
