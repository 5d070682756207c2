import { careDiaryPhotoUrl, describeEntry, type CareDiaryItem } from '@cuidar/domain/care-diary';
import { formatDateTime, formatTime, formatWeekdayDayMonth, toSaoPauloParts } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { careDiaryCopy } from '@cuidar/domain/messages/screens/care-diary';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

const d = messages.careDiary;

/**
 * The entries of a day or a week (docs/product.md#care-diary), newest first, grouped by day when
 * asked. A corrected entry shows its current version with 'corrigido' and its history: each
 * earlier version and who corrected it, when and why.
 */
export function DiaryEntryList({ items, groupByDay = false, action }: { items: readonly CareDiaryItem[]; groupByDay?: boolean; action?: (item: CareDiaryItem) => ReactNode }) {
  if (!groupByDay) return <Entries items={items} action={action} />;
  const days = new Map<string, CareDiaryItem[]>();
  for (const item of items) {
    const key = toSaoPauloParts(new Date(item.atual.ocorridoEm)).date;
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return (
    <div className="space-y-5">
      {[...days.entries()].map(([date, ofDay]) => (
        <section key={date} aria-label={formatWeekdayDayMonth(date)}>
          <h3 className="mb-2 text-sm font-semibold capitalize text-slate-700">{formatWeekdayDayMonth(date)}</h3>
          <Entries items={ofDay} action={action} />
        </section>
      ))}
    </div>
  );
}

function Entries({ items, action }: { items: readonly CareDiaryItem[]; action?: ((item: CareDiaryItem) => ReactNode) | undefined }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <Entry key={item.atual.id} item={item} action={action} />
      ))}
    </ul>
  );
}

function Entry({ item, action }: { item: CareDiaryItem; action?: ((item: CareDiaryItem) => ReactNode) | undefined }) {
  const e = item.atual;
  const isIncident = e.tipo === 'incidente';
  const corrected = item.historico.length > 0;
  return (
    <li
      className={isIncident ? 'rounded-lg border border-red-300 bg-red-50 p-3' : 'rounded-lg border border-slate-200 bg-white p-3'}
      aria-label={careDiaryCopy.list.entryLabel(d.types[e.tipo], formatTime(e.ocorridoEm))}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{formatTime(e.ocorridoEm)}</span>
        <Badge variant={isIncident ? 'danger' : e.tipo === 'medicacao' && e.situacao === 'recusada' ? 'warning' : 'brand'}>{d.types[e.tipo]}</Badge>
        {corrected && <Badge variant="neutral">{d.correctedBadge}</Badge>}
      </div>
      <p className="mt-1 whitespace-pre-line break-words text-slate-900">{describeEntry(e)}</p>
      {e.fotos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={d.photos}>
          {e.fotos.map((id, n) => (
            <li key={id}>
              <a href={careDiaryPhotoUrl(id)} target="_blank" rel="noreferrer" className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-700">
                <img src={careDiaryPhotoUrl(id)} alt={d.photoAlt(d.types[e.tipo], formatTime(e.ocorridoEm), n + 1)} className="size-20 rounded-md border border-slate-200 object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {corrected ? d.correctionBy(e.autorNome, formatDateTime(e.registradoEm), e.motivoCorrecao ?? '') : d.recordedBy(e.autorNome, formatDateTime(e.registradoEm))}
      </p>
      {corrected && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800">{d.history}</summary>
          <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3">
            {item.historico.map((version) => (
              <li key={version.id}>
                <p className="text-slate-500 line-through">
                  {formatTime(version.ocorridoEm)} · {describeEntry(version)}
                </p>
                <p className="text-slate-600">
                  {version.corrigeId ? d.correctionBy(version.autorNome, formatDateTime(version.registradoEm), version.motivoCorrecao ?? '') : d.originalVersion(version.autorNome, formatDateTime(version.registradoEm))}
                </p>
              </li>
            ))}
          </ol>
        </details>
      )}
      {action && <div className="mt-2">{action(item)}</div>}
    </li>
  );
}
