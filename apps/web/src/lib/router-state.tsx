import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation, type Location } from 'react-router';

/** What this module reads of the app's data router: its public state. */
interface RouterWithState {
  state: { location: Location; navigation: { location?: Location } };
}

const RouterStateContext = createContext<RouterWithState | null>(null);

/** Gives the screens below the router itself, so they can ask where the person is right now. */
export function RouterStateProvider({ router, children }: { router: RouterWithState; children: ReactNode }) {
  return <RouterStateContext.Provider value={router}>{children}</RouterStateContext.Provider>;
}

/**
 * A function answering where the person is at the moment it is called: the page a navigation is
 * going to as soon as it starts. React Router renders navigations inside a transition, so the
 * rendered location can still be the page just left for a while (a heavy screen on a slow phone);
 * the router's own state knows at once. Without the router (a test's tree), the rendered location.
 */
export function useCurrentLocation(): () => Pick<Location, 'pathname' | 'search'> {
  const router = useContext(RouterStateContext);
  const rendered = useLocation();
  const pending = useNavigation().location;
  const renderedRef = useRef(pending ?? rendered);
  useEffect(() => {
    renderedRef.current = pending ?? rendered;
  }, [pending, rendered]);
  return useCallback(() => (router ? (router.state.navigation.location ?? router.state.location) : renderedRef.current), [router]);
}

/**
 * A function answering whether the person is still on the page this component was rendered for:
 * false as soon as a navigation away has started, while the old page is still on screen.
 */
export function useStillOnThisPage(): () => boolean {
  const rendered = useLocation();
  const currentLocation = useCurrentLocation();
  const { pathname, search } = rendered;
  return useCallback(() => {
    const now = currentLocation();
    return now.pathname === pathname && now.search === search;
  }, [currentLocation, pathname, search]);
}
