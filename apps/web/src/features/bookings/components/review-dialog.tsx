import { formatCount } from '@cuidar/domain/format';
import type { BookingDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { Star } from 'lucide-react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReviewBooking } from '../api/booking-actions';

const words = ['', 'Ruim', 'Regular', 'Bom', 'Muito bom', 'Excelente'];

/** 1 to 5 stars and an optional comment for a concluded booking. */
export function ReviewDialog({ booking, open, onOpenChange }: { booking: BookingDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewBooking();
  const name = fullName(booking.counterpart);

  const submit = () => {
    if (stars < 1) {
      setError(messages.booking.reviewStars);
      return;
    }
    review.mutate(
      { id: booking.id, estrelas: stars, comentario: comment.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(messages.booking.reviewSent);
          onOpenChange(false);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Avaliar ${name}`} description="Sua avaliação ajuda outras famílias a escolher.">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Sua nota</legend>
          <RadioGroup.Root
            value={stars ? String(stars) : ''}
            onValueChange={(v) => {
              setStars(Number(v));
              setError(null);
            }}
            className="flex gap-1"
            aria-label="Nota de 1 a 5 estrelas"
            orientation="horizontal"
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <RadioGroup.Item key={n} value={String(n)} aria-label={`${formatCount(n, 'estrela', 'estrelas')} — ${words[n]}`} className="rounded-md p-1">
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
          <Label htmlFor={`comentario-${booking.id}`}>Comentário (opcional)</Label>
          <Textarea id={`comentario-${booking.id}`} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} placeholder="Como foi o atendimento?" />
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={review.isPending}>
            {review.isPending ? 'Enviando...' : 'Enviar avaliação'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
