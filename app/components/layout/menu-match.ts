const under = (path: string, to: string) => path === to || path.startsWith(`${to}/`);

/**
 * Whether a menu item stands for the page at `path` only (NavLink's `end`): when a longer item of
 * the menu also covers the page (Brand and site under Settings), that one alone is the current
 * page; an item marked `end` is never current below its own path.
 */
export function exactOnly(item: { to: string; end?: boolean }, items: readonly { to: string }[], path: string): boolean {
  return !!item.end || items.some((other) => other.to.length > item.to.length && under(other.to, item.to) && under(path, other.to));
}
