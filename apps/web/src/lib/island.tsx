import { createContext, useContext, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * Islands (docs/decisions/0039): a public page is HTML written at build time; only its interactive
 * parts are hydrated in the browser, each by itself (hydrateRoot on its container), with React and
 * their own code only: no router, no query client. An island renders plain links and fetches what
 * it shows by itself, so it works the same alone on a pre-rendered page and inside the app.
 */

/** Props an island receives in its container's data-props (JSON: what the build knows). */
export type IslandProps = Record<string, string | number | boolean | null>;

/** What the pre-rendering build gives islands: renders one island as its own root, to HTML. */
export const IslandRenderContext = createContext<((island: ReactElement) => string) | null>(null);

let expectedIslands = 0;
let hydratedIslands = 0;

/**
 * islands/main.tsx: how many islands are hydrated at load, so the page is marked hydrated after the
 * last of them (islands hydrated on visibility come later and are not waited for).
 */
export function expectIslands(count: number) {
  expectedIslands = count;
  if (count === 0) markHydrated();
}

function markHydrated() {
  // e2e waits for <html data-hydrated> before pressing buttons (e2e/support/fixtures.ts).
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * The root of one island, on both sides: the pre-rendered HTML of an island and its hydration
 * render the same tree, so ids (useId) and markup agree.
 */
export function IslandRoot({ children, counted = true }: { children: ReactNode; counted?: boolean }) {
  useEffect(() => {
    if (!counted) return;
    hydratedIslands += 1;
    if (hydratedIslands === expectedIslands) markHydrated();
  }, [counted]);
  return children;
}

/**
 * Places an island. Inside the app it simply renders the component; when pre-rendering it writes
 * the island as a root of its own into a container the islands' script finds and hydrates.
 */
export function Island<P extends IslandProps>({
  name,
  component: Component,
  props,
  when = 'load',
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  /**
   * 'load': hydrated once the page is painted. 'visible': far below the first screen; its code is
   * fetched and it is hydrated when the visitor scrolls to within a screen of it.
   */
  when?: 'load' | 'visible';
}) {
  const renderStatic = useContext(IslandRenderContext);
  const hydrate = when === 'visible' ? 'visible' : undefined;
  if (renderStatic) {
    const html = renderStatic(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
    );
    return <div data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate} className="contents">
      <Component {...props} />
    </div>
  );
}
