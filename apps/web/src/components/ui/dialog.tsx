import { uiCopy } from '@cuidar/domain/messages/screens/ui';
import { X } from 'lucide-react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** 'center' is a modal card; 'right'/'left' slide in as a side panel. */
  side?: 'center' | 'right' | 'left';
}

const placement = {
  center:
    'left-1/2 top-1/2 w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl max-h-[calc(100dvh-2rem)] animate-fade-in',
  right: 'right-0 top-0 h-dvh w-full max-w-md animate-slide-in-right',
  left: 'left-0 top-0 h-dvh w-full max-w-xs animate-slide-in-left',
} as const;

export function DialogContent({ title, description, side = 'center', className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 animate-fade-in" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 flex flex-col overflow-y-auto bg-white p-6 shadow-xl', placement[side], className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogPrimitive.Title className="text-xl font-bold text-slate-900">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-slate-600">{description}</DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            aria-label={uiCopy.dialog.close}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
