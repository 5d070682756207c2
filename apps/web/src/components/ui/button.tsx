import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
        accent: 'bg-accent-700 text-white hover:bg-accent-600 focus-visible:outline-accent-700',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-brand-700',
        ghost: 'text-slate-800 hover:bg-slate-100 focus-visible:outline-brand-700',
        danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
        link: 'text-brand-700 underline-offset-4 hover:underline focus-visible:outline-brand-700 px-0',
        onDark: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
