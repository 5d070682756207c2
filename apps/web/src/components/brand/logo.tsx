import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 rounded-md text-xl font-extrabold text-brand-800', className)}>
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <HeartHandshake aria-hidden="true" className="size-5" />
      </span>
      Cuidar
      <span className="sr-only">— página inicial</span>
    </Link>
  );
}
