import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, use } from 'react';

// Issue 28 (ADR 0021): the public pages a visitor opens first boot in the public shell
// (src/public-main.tsx), without React Router, whose code is a fifth of a first visit; the same pages
// also render inside the portal's router (a signed-in visit, a query parameter that changes the first
// render). They link and read the address through this context, which each side fills: the portal
// with the router's Link and location (app/root.tsx), the shell with plain anchors and the page's
// own address (app/public-shell/public-shell.tsx).

export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path within the site. */
  to: string;
  /** Inside the router: keep the scroll position across the navigation. A full page load ignores it. */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export interface PageRouting {
  Link: ComponentType<PageLinkProps>;
  pathname: string;
  search: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const PageRoutingContext = createContext<PageRouting | null>(null);

export const PageRoutingProvider = PageRoutingContext;

function usePageRouting(): PageRouting {
  const routing = use(PageRoutingContext);
  if (!routing) throw new Error('PageLink and usePageLocation need a PageRoutingProvider above them');
  return routing;
}

/** A link on a page that renders both in the portal and in the public shell. */
export function PageLink(props: PageLinkProps) {
  const { Link } = usePageRouting();
  return <Link {...props} />;
}

/** The current address's path and query string, wherever the page renders. */
export function usePageLocation(): { pathname: string; search: string } {
  const { pathname, search } = usePageRouting();
  return { pathname, search };
}

/** Goes to `to` from code (after a form is sent), wherever the page renders. */
export function usePageNavigate(): PageRouting['navigate'] {
  return usePageRouting().navigate;
}

/**
 * The public shell's link: a plain anchor. The next page loads from its own prerendered HTML, which
 * paints before any script runs, so a full page load costs a visitor little.
 */
export function NativeLink({ to, preventScrollReset: _ignored, ...anchor }: PageLinkProps) {
  return <a href={to} {...anchor} />;
}

/** The public shell's navigation: a full page load, as its links do. */
export function nativeNavigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}
