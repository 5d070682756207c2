import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expectIslands, IslandRoot, type IslandProps } from '@/lib/island';
import { isIslandName, islandLoaders } from './registry';

// The script of a pre-rendered public page (docs/decisions/0039): hydrates each island of the page
// by itself, in its own task, as soon as its code arrives. React, the islands and nothing else: the
// router, the query client and the app's screens load when the visitor goes into the app.
const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const atLoad = containers.filter((container) => container.dataset.hydrate !== 'visible');
expectIslands(atLoad.length);

function hydrate(container: HTMLElement, counted: boolean) {
  const name = container.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.error(`[ilhas] ilha desconhecida: ${name}`);
    return;
  }
  const props = JSON.parse(container.dataset.props ?? '{}') as IslandProps;
  void islandLoaders[name]().then((component) => {
    const island = createElement(component as ComponentType<IslandProps>, props);
    hydrateRoot(container, createElement(IslandRoot, { counted, children: island }));
  });
}

for (const container of atLoad) hydrate(container, true);

// Islands far below the first screen: their code and data are fetched when the visitor scrolls to
// within a screen of them (a container with display: contents has no box: its first child is watched).
const visible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const container = (entry.target as HTMLElement).closest<HTMLElement>('[data-island]')!;
      visible.unobserve(entry.target);
      hydrate(container, false);
    }
  },
  { rootMargin: '100% 0px' },
);
for (const container of containers) {
  if (container.dataset.hydrate === 'visible' && container.firstElementChild) visible.observe(container.firstElementChild);
}
