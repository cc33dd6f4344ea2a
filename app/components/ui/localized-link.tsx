import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocalizedPath } from "../../lib/locale.ts";

/** A Link whose English path (`to="/pricing"`) follows the current language (/pt/pricing). */
export function LocalizedLink({ to, ...rest }: LinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...rest} />;
}

export function LocalizedNavLink({ to, ...rest }: NavLinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <NavLink to={localize(to)} {...rest} />;
}
