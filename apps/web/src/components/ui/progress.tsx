import { cn } from '@/lib/cn';

interface ProgressProps {
  /** 0 to 100. */
  value: number;
  /** What the bar measures, read out with the value. */
  label: string;
  className?: string;
  tone?: 'brand' | 'danger' | 'success';
}

const tones = { brand: 'bg-brand-700', danger: 'bg-red-700', success: 'bg-green-700' } as const;

export function Progress({ value, label, className, tone = 'brand' }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full transition-[width] duration-300', tones[tone])} style={{ width: `${clamped}%` }} />
    </div>
  );
}
