import { messages } from '@cuidar/domain/messages';
import { sharedDialogsCopy } from '@cuidar/domain/messages/screens/shared-dialogs';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const c = sharedDialogsCopy.starRating;
const words = c.words;

/**
 * 1 to 5 stars (keyboard: arrows move between them) and an optional text, as every rating in the
 * product asks (docs/product.md#reviews): the family's review of a booking, the caregiver's private
 * rating of a family. The caller sends; this keeps the choice and says when no star was chosen.
 */
export function StarRatingDialog({
  open,
  onOpenChange,
  title,
  description,
  textLabel,
  placeholder,
  isPending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  textLabel: string;
  placeholder?: string;
  isPending: boolean;
  onSubmit: (stars: number, text: string | undefined) => void;
}) {
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();

  const submit = () => {
    if (stars < 1) {
      setError(messages.booking.reviewStars);
      return;
    }
    onSubmit(stars, text.trim() || undefined);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{c.legend}</legend>
          <RadioGroup.Root
            value={stars ? String(stars) : ''}
            onValueChange={(v) => {
              setStars(Number(v));
              setError(null);
            }}
            className="flex gap-1"
            aria-label={c.groupLabel}
            orientation="horizontal"
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <RadioGroup.Item key={n} value={String(n)} aria-label={c.starLabel(n, words[n]!)} className="rounded-md p-1">
                <Star aria-hidden="true" className={cn('size-9', n <= stars ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-400')} />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <p className="mt-1 min-h-6 text-slate-700" aria-live="polite">
            {stars ? words[stars] : ''}
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </fieldset>
        <div className="mt-4">
          <Label htmlFor={textId}>{textLabel}</Label>
          <Textarea id={textId} value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} placeholder={placeholder} />
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {c.cancel}
          </Button>
          <Button onClick={submit} disabled={isPending}>
            {isPending ? c.sending : c.send}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
