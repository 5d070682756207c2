import { createContext, useContext, type ReactNode } from 'react';

/**
 * Server-rendered pages (docs/decisions/0049): the build writes a page's frame (layout, islands,
 * scripts) once, with a slot where the server puts, at request time, the part that depends on the
 * data. While the build renders that frame this context is true and a ServerSlot writes its marker
 * instead of its children; everywhere else (the app in the browser) it renders its children.
 */
export const ServerSlotContext = createContext(false);

/** The marker the server replaces: `<template data-server-slot="name"></template>`. */
export const serverSlotMarker = (name: string) => `<template data-server-slot="${name}"></template>`;

export function ServerSlot({ name, children }: { name: string; children: ReactNode }) {
  if (useContext(ServerSlotContext)) return <template data-server-slot={name} />;
  return children;
}
