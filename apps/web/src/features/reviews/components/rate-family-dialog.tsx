import type { BookingToRateDto } from '@cuidar/domain/reviews';
import { formatCount } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRateFamily } from '../api/rate-family';

const m = messages.reviews;
const words = ['', 'Ruim', 'Regular', 'Bom', 'Muito bom', 'Excelente'];

/** The caregiver's private rating of a family: 1 to 5 stars and an optional private note. */
export function RateFamilyDialog({ booking, open, onOpenChange }: { booking: BookingToRateDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [stars, setStars] = useState(0);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate = useRateFamily();
  const name = fullName(booking.familia);

  const submit = () => {
    if (stars < 1) {
      setError(messages.booking.reviewStars);
      return;
    }
    rate.mutate(
      { pedidoId: booking.pedidoId, estrelas: stars, nota: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(m.familyReviewSent);
          onOpenChange(false);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.rateFamily(name)} description={m.rateFamilyDescription}>
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
          <Label htmlFor={`nota-${booking.pedidoId}`}>{m.privateNote}</Label>
          <Textarea id={`nota-${booking.pedidoId}`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={rate.isPending}>
            {rate.isPending ? 'Enviando...' : 'Enviar avaliação'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
