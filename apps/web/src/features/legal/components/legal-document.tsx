import type { ReactNode } from 'react';
import { isPlaceholder } from '../legal-entity';

/** A numbered section of a legal document; its heading is linkable (#id). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-800 [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">{children}</div>
    </section>
  );
}

/** The company's data, highlighted while it is still a placeholder to fill before going live. */
export function Company({ value }: { value: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  return <mark className="rounded bg-amber-100 px-1 font-semibold text-amber-900">{value}</mark>;
}

/** Table of contents of a document, from its sections. */
export function Contents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label="Índice" className="rounded-2xl bg-slate-50 p-6">
      <h2 className="text-lg font-bold text-slate-900">Índice</h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-brand-800 underline underline-offset-2">
              {section.title.replace(/^\d+\.\s*/, '')}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
