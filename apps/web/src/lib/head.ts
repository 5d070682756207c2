import { brandCopy } from '@cuidar/domain/messages/screens/public-pages';
import { useEffect } from 'react';

const SITE = brandCopy.name;

export const fullTitle = (title: string) => (title.includes(SITE) ? title : `${title} | ${SITE}`);

/** What the page being pre-rendered asked for; scripts/prerender.mjs writes it into the HTML head. */
const prerenderedHead: { title?: string; description?: string } = {};

function recordPrerenderedHead(title: string, description: string | undefined) {
  prerenderedHead.title = fullTitle(title);
  if (description) prerenderedHead.description = description;
}

/** Reads and clears what the last pre-rendered page asked for. */
export function takePrerenderedHead(): { title?: string; description?: string } {
  const head = { ...prerenderedHead };
  delete prerenderedHead.title;
  delete prerenderedHead.description;
  return head;
}

/** Sets the document title and meta description of a route. */
export function usePageMeta(title: string, description?: string) {
  // Pre-rendering runs no effects: the head is recorded during render (server build only).
  if (import.meta.env.SSR) recordPrerenderedHead(title, description);
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
