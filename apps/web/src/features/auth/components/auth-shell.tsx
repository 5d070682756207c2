import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { HeartHandshake, MessageCircle, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/logo';

const c = authCopy.shell;

const points = [
  { icon: ShieldCheck, text: c.points.verified },
  { icon: MessageCircle, text: c.points.chat },
  { icon: HeartHandshake, text: c.points.schedule },
];

/** The frame of the account screens: the form on the right, why Cuidar on the left (desktop). */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-2">
      <aside className="hidden bg-brand-800 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <p className="text-2xl font-extrabold">{c.brand}</p>
        <div>
          <p className="text-4xl font-bold leading-tight">{c.headline}</p>
          <ul className="mt-8 space-y-4">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-lg text-brand-50">
                <Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-brand-100">{c.supportHours}</p>
      </aside>
      <main id="conteudo" className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
        <Logo className="mb-8" />
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
