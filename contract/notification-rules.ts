// What a written notification accepts; the dialog checks the same rules as the API (no zod: the browser loads this).

/** The slug of a message a manager writes themselves (title, message and an optional link) rather than a template. */
export const CUSTOM_NOTIFICATION_SLUG = "message";
export const NOTIFICATION_LIMITS = { title: 120, message: 1000, link: 500 } as const;
/** A link a notification may carry: a path of this site ("/training") or an https address. */
export const NOTIFICATION_LINK = /^(\/(?![/\\])\S*|https:\/\/[^\s/]+\.[^\s]+)$/;
