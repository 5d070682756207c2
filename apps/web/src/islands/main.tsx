import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expectIslands, IslandRoot, type IslandProps } from '@/lib/island';
import { isIslandName, islandLoaders } from './registry';

// The script of a pre-rendered public page (docs/decisions/0039): hydrates each island of the page
// by itself, in its own task, as soon as its code arrives. React, the islands and nothing else: the
// router, the query client and the app's screens load when the visitor goes into the app.
const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
expectIslands(containers.length);
for (const container of containers) {
  const name = container.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.error(`[ilhas] ilha desconhecida: ${name}`);
    continue;
  }
  const props = JSON.parse(container.dataset.props ?? '{}') as IslandProps;
  void islandLoaders[name]().then((component) => {
    hydrateRoot(container, createElement(IslandRoot, null, createElement(component as ComponentType<IslandProps>, props)));
  });
}
