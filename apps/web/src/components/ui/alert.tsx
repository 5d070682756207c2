import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
} as const;

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone?: keyof typeof tones;
  title?: ReactNode;
  icon?: ReactNode;
}

export function Alert({ tone = 'info', title, icon, children, className, ...props }: AlertProps) {
  return (
    <div className={cn('flex gap-3 rounded-lg border p-4', tones[tone], className)} {...props}>
      {icon && <span className="mt-0.5 shrink-0 [&_svg]:size-5">{icon}</span>}
      <div className="min-w-0 flex-1">
        {title && <p className="font-bold">{title}</p>}
        {children && <div className="text-sm">{children}</div>}
      </div>
    </div>
  );
}
