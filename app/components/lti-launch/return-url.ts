/**
 * The LMS's return address (launch_presentation.return_url) as a link may carry it: an absolute
 * http(s) address, else none (a `javascript:` or relative value never becomes a link).
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
