import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A public content page: its title (the page's one h1), an optional lead, and readable-width text. */
export function ContentPage({ title, lead, children, wide = false }: { title: ReactNode; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('mx-auto px-4 py-12 sm:py-16', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <header className="mb-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-slate-700 sm:text-xl">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
