/**
 * A mail server form's port once its security changes (SMTP and IMAP alike): the usual port of the
 * security chosen, unless another port was typed (then null: leave it).
 */
export function portAfterSecurity(port: unknown, security: string, usual: Readonly<Record<string, string>>): string | null {
  const typed = port === undefined || port === null ? "" : String(port);
  return !typed || Object.values(usual).includes(typed) ? (usual[security] ?? null) : null;
}
