import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

interface ComingSoonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What is not available yet, in one sentence. */
  text: string;
}

/** An honest placeholder for an action whose screen is not built yet. */
export function ComingSoonDialog({ open, onOpenChange, title, text }: ComingSoonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description="Em Desenvolvimento">
        <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-950">
          <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <p>{text}</p>
        </div>
        <DialogClose asChild>
          <Button className="mt-6 self-end">Entendi</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
