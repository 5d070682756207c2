import { formatTimeRange } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import { fullName } from '@cuidar/domain/names';
import type { VisitSubstituteDto, VisitSubstitutesDto } from '@cuidar/domain/plan-substitutes';
import { Star } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

// 'Encontrar substituto' for a late or absent caregiver (docs/product.md#plan-substitutes): the
// rest of the shift and the best available verified caregivers for it; 'Agendar' opens the normal
// booking dialog, pre-filled (the screen composes it).

const ps = messages.planSubstitutes;

export function VisitSubstitutesList({ data, onBook }: { data: VisitSubstitutesDto; onBook: (caregiver: VisitSubstituteDto) => void }) {
  const window = formatTimeRange(data.inicio, data.fim);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ps.visitTitle}</CardTitle>
        <CardDescription>{ps.visitIntro(data.cuidadorNome, window)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-slate-800">{ps.visitBooking}</p>
        {data.dePlano && <Alert tone="info">{ps.visitPlanNote}</Alert>}
        {data.candidates.length === 0 ? (
          <p className="text-slate-700">{ps.visitEmpty}</p>
        ) : (
          <ul className="space-y-3">
            {data.candidates.map((c) => {
              const name = fullName(c);
              const place = [c.bairro, c.cidade].filter(Boolean).join(', ');
              return (
                <li key={c.cuidadorId} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="text-lg font-semibold text-slate-900">{name}</p>
                    {place && <p className="text-slate-700">{place}</p>}
                    <p className="text-slate-700">
                      {c.rating !== null && (
                        <span className="mr-2 inline-flex items-center gap-1">
                          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                          <span className="sr-only">{plansCopy.ratingPrefix}</span>
                          {c.rating.toFixed(1).replace('.', ',')} {plansCopy.ratingCount(c.totalAvaliacoes)}
                        </span>
                      )}
                      {plansCopy.visitSubstitutes.perHour(formatCentavos(c.precoHoraCentavos))}
                    </p>
                  </div>
                  <Button className="shrink-0" onClick={() => onBook(c)} aria-label={ps.visitBook(name)}>
                    {plansCopy.visitSubstitutes.book}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
