import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The title and subtitle every landing section opens with; `id` names the section for screen readers. */
export function SectionHeading({ id, title, subtitle, className }: { id: string; title: ReactNode; subtitle?: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto mb-10 max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-slate-700">{subtitle}</p>}
    </div>
  );
}
