import { FAMILY_CARE_SKILLS, GENEROS, GENERO_PREFERIDO_LABELS, type Genero } from '@cuidar/domain/constants';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import { ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { recommendationsCopy } from '@cuidar/domain/messages/screens/recommendations';

/** The filters a family can change on the results page (docs/product.md#recommendations). */
export type RecommendationFilterValues = Pick<RecommendationRequest, 'generoPreferido' | 'competencias' | 'precoMinCentavos' | 'precoMaxCentavos' | 'notaMinima'>;

const c = recommendationsCopy.filters;
const PRICE_STEPS = [3000, 4000, 5000, 6000, 8000, 10000];
const RATINGS = [4, 4.5];
const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Field({ label, children, id }: { label: string; children: (id: string) => React.ReactNode; id: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * Price range, gender, skills and minimum rating. Every caregiver shown is verified (only approved
 * caregivers are suggestible), so there is no 'só verificados' switch that would change nothing:
 * the panel says so instead.
 */
export function RecommendationFilters({ value, onChange }: { value: RecommendationFilterValues; onChange: (next: RecommendationFilterValues) => void }) {
  const id = useId();
  // Open on wide screens; on a phone it starts closed so the caregivers come first.
  const [open, setOpen] = useState(() => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 640px)').matches);
  const set = (patch: Partial<RecommendationFilterValues>) => onChange({ ...value, ...patch });
  const optional = (raw: string) => (raw === '' ? undefined : Number(raw));
  return (
    <details className="group mb-6 rounded-xl border border-slate-200 bg-white p-4 open:pb-5" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <SlidersHorizontal aria-hidden="true" className="size-5 text-brand-700" />
        {messages.recommendations.filtersTitle}
      </summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={c.minPrice} id={`${id}-pmin`}>
          {(fieldId) => (
            <select id={fieldId} className={selectClass} value={value.precoMinCentavos ?? ''} onChange={(e) => set({ precoMinCentavos: optional(e.target.value) })}>
              <option value="">{c.any}</option>
              {PRICE_STEPS.map((cents) => (
                <option key={cents} value={cents}>{c.from(formatCentavos(cents))}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={c.maxPrice} id={`${id}-pmax`}>
          {(fieldId) => (
            <select id={fieldId} className={selectClass} value={value.precoMaxCentavos ?? ''} onChange={(e) => set({ precoMaxCentavos: optional(e.target.value) })}>
              <option value="">{c.any}</option>
              {PRICE_STEPS.map((cents) => (
                <option key={cents} value={cents}>{c.upTo(formatCentavos(cents))}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={c.gender} id={`${id}-genero`}>
          {(fieldId) => (
            <select id={fieldId} className={selectClass} value={value.generoPreferido} onChange={(e) => set({ generoPreferido: e.target.value as Genero })}>
              {GENEROS.map((genero) => (
                <option key={genero} value={genero}>
                  {GENERO_PREFERIDO_LABELS[genero]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={c.minRating} id={`${id}-nota`}>
          {(fieldId) => (
            <select id={fieldId} className={selectClass} value={value.notaMinima ?? ''} onChange={(e) => set({ notaMinima: optional(e.target.value) })}>
              <option value="">{c.anyRating}</option>
              {RATINGS.map((nota) => (
                <option key={nota} value={nota}>{c.ratingOrMore(String(nota).replace('.', ','))}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{c.skills}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {FAMILY_CARE_SKILLS.map((skill) => {
            const checked = value.competencias.includes(skill);
            // At least one skill stays chosen: the search ranks by them.
            const locked = checked && value.competencias.length === 1;
            return (
              <label
                key={skill}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  checked ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-slate-300 bg-white text-slate-800',
                  locked && 'cursor-not-allowed',
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={checked}
                  disabled={locked}
                  onChange={() => set({ competencias: checked ? value.competencias.filter((s) => s !== skill) : [...value.competencias, skill] })}
                />
                {skill}
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
        {messages.recommendations.allVerified}
      </p>
    </details>
  );
}
