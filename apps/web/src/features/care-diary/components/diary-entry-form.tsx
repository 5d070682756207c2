import {
  CARE_DIARY_TYPES,
  careDiaryCorrectionSchema,
  careDiaryEntryInputSchema,
  MEDICATION_OUTCOMES,
  type CareDiaryEntryDto,
  type CareDiaryEntryInput,
  type CareDiaryType,
  type MedicationOutcome,
} from '@cuidar/domain/care-diary';
import { toSaoPauloParts } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { careDiaryCopy } from '@cuidar/domain/messages/screens/care-diary';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';

const d = messages.careDiary;

interface Values {
  tipo: CareDiaryType;
  nome: string;
  dose: string;
  situacao: MedicationOutcome | '';
  descricao: string;
  quantidade: string;
  data: string;
  hora: string;
  motivo: string;
}

type Errors = Partial<Record<keyof Values | 'ocorridoEm', string>>;

function initialValues(entry: CareDiaryEntryDto | undefined, now: Date): Values {
  const when = toSaoPauloParts(entry ? new Date(entry.ocorridoEm) : now);
  return {
    tipo: entry?.tipo ?? 'medicacao',
    nome: entry?.nome ?? '',
    dose: entry?.dose ?? '',
    situacao: entry?.situacao ?? '',
    descricao: entry?.descricao ?? '',
    quantidade: entry?.quantidade ?? '',
    data: when.date,
    hora: when.time,
    motivo: '',
  };
}

/** The type's fields of the form, as the shared schema takes them. */
function entryOf(v: Values, initial: Values): Record<string, unknown> {
  // The moment is sent only when the caregiver changed it: otherwise the server's clock (now) or, for a correction, the original's.
  const moved = v.data !== initial.data || v.hora !== initial.hora;
  const ocorridoEm = moved && v.data && v.hora ? { ocorridoEm: saoPauloToInstant(v.data, v.hora).toISOString() } : {};
  if (v.tipo === 'medicacao') return { tipo: v.tipo, nome: v.nome, dose: v.dose, situacao: v.situacao || undefined, ...ocorridoEm };
  if (v.tipo === 'refeicao') return { tipo: v.tipo, descricao: v.descricao, quantidade: v.quantidade, ...ocorridoEm };
  return { tipo: v.tipo, descricao: v.descricao, ...ocorridoEm };
}

/**
 * One diary entry (docs/product.md#care-diary): the type chooses the fields; the moment defaults
 * to now. With `correcting`, the form starts from that version, keeps its type and asks why.
 */
export function DiaryEntryForm({
  correcting,
  pending,
  onSubmit,
  onCancel,
}: {
  correcting?: CareDiaryEntryDto;
  pending: boolean;
  onSubmit: (value: { entrada: CareDiaryEntryInput; motivo?: string }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [initial, setInitial] = useState(() => initialValues(correcting, new Date()));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entrada = entryOf(values, initial);
    const parsed = correcting ? careDiaryCorrectionSchema.safeParse({ motivo: values.motivo, entrada }) : careDiaryEntryInputSchema.safeParse(entrada);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[issue.path.length - 1] ?? '') as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const ok = await onSubmit(correcting ? { entrada: (parsed.data as { entrada: CareDiaryEntryInput }).entrada, motivo: values.motivo } : { entrada: parsed.data as CareDiaryEntryInput });
    if (ok && !correcting) {
      // Ready for the next entry of the same type, at the new 'now'.
      const fresh = { ...initialValues(undefined, new Date()), tipo: values.tipo };
      setInitial(fresh);
      setValues(fresh);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={correcting ? d.correctTitle : d.formTitle}>
      <FormField label={d.fields.tipo}>
        <Select value={values.tipo} disabled={!!correcting} onChange={(e) => set('tipo', e.target.value as CareDiaryType)}>
          {CARE_DIARY_TYPES.map((t) => (
            <option key={t} value={t}>
              {d.types[t]}
            </option>
          ))}
        </Select>
      </FormField>

      {values.tipo === 'medicacao' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={d.fields.nome} error={errors.nome}>
              <Input value={values.nome} onChange={(e) => set('nome', e.target.value)} autoComplete="off" maxLength={120} />
            </FormField>
            <FormField label={d.fields.dose} error={errors.dose}>
              <Input value={values.dose} onChange={(e) => set('dose', e.target.value)} autoComplete="off" maxLength={60} placeholder={careDiaryCopy.form.dosePlaceholder} />
            </FormField>
          </div>
          <fieldset>
            <legend className="mb-1.5 block text-sm font-semibold text-slate-800">{d.fields.situacao}</legend>
            <RadioCards
              label={d.fields.situacao}
              value={values.situacao}
              onChange={(v) => set('situacao', v)}
              options={MEDICATION_OUTCOMES.map((o) => ({ value: o, label: d.outcomes[o] }))}
              className="grid-cols-2"
              invalid={!!errors.situacao}
            />
            {errors.situacao && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                {errors.situacao}
              </p>
            )}
          </fieldset>
        </>
      )}

      {values.tipo === 'refeicao' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={d.fields.descricaoRefeicao} error={errors.descricao}>
            <Input value={values.descricao} onChange={(e) => set('descricao', e.target.value)} maxLength={200} placeholder={careDiaryCopy.form.mealPlaceholder} />
          </FormField>
          <FormField label={d.fields.quantidade} error={errors.quantidade}>
            <Input value={values.quantidade} onChange={(e) => set('quantidade', e.target.value)} maxLength={60} placeholder={careDiaryCopy.form.quantityPlaceholder} />
          </FormField>
        </div>
      )}

      {values.tipo !== 'medicacao' && values.tipo !== 'refeicao' && (
        <FormField label={d.fields.descricao} error={errors.descricao}>
          <Textarea value={values.descricao} onChange={(e) => set('descricao', e.target.value)} maxLength={values.tipo === 'observacao' ? 2000 : values.tipo === 'incidente' ? 1000 : 500} />
        </FormField>
      )}

      <div className="grid grid-cols-2 gap-4">
        <FormField label={d.fields.data} error={errors.ocorridoEm}>
          <Input type="date" value={values.data} onChange={(e) => set('data', e.target.value)} />
        </FormField>
        <FormField label={d.fields.hora}>
          <Input type="time" value={values.hora} onChange={(e) => set('hora', e.target.value)} />
        </FormField>
      </div>

      {correcting && (
        <FormField label={d.fields.motivo} error={errors.motivo} hint={d.correctHint}>
          <Textarea value={values.motivo} onChange={(e) => set('motivo', e.target.value)} maxLength={500} className="min-h-20" />
        </FormField>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {d.cancel}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? d.saving : correcting ? d.saveCorrection : d.save}
        </Button>
      </div>
    </form>
  );
}
