import { DASHBOARD_PAGES, isKnownWebPath } from '@cuidar/domain/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

// The server answers 404 for a path the app has no screen for (still sending the app, whose 404
// screen shows): its list (packages/domain routes.ts) must match this router exactly.

function concretePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`) : parent;
    const here = route.index || (route.path && !route.children) ? [own || '/'] : [];
    return [...here, ...concretePaths(route.children ?? [], own)];
  });
}

describe('the router and the server agree on which paths exist', () => {
  const all = concretePaths(routes).map((path) => path.replace(/:\w+/g, 'cs_sandbox_123'));

  it('every screen of the router is a known path', () => {
    expect(all.length).toBeGreaterThan(25);
    expect(all.filter((path) => !isKnownWebPath(path))).toEqual([]);
  });

  it('the dashboard pages are the same on both sides', () => {
    for (const role of ['familia', 'cuidador'] as const) {
      const pages = all.filter((path) => path.startsWith(`/dashboard/${role}/`)).map((path) => path.split('/')[3]);
      expect(pages.sort()).toEqual([...DASHBOARD_PAGES[role]].sort());
    }
  });
});
