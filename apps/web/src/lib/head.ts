import { useEffect } from 'react';

const SITE = 'Cuidar';

/** Sets the document title and meta description of a route. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
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
