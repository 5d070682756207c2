import { formatDateRange } from '@cuidar/domain/date-format';
import { LABOUR_LAW_CHOICES, type LabourLawChoice, type VinculoWarning } from '@cuidar/domain/labour-law';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { paths } from '@cuidar/domain/routes';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { RadioCards } from '@/components/ui/radio-cards';

const m = messages.labourLaw;
const OPTIONS = LABOUR_LAW_CHOICES.map((value) => ({ value, label: m.choices[value] }));

interface LabourLawWarningProps {
  warning: VinculoWarning;
  value: LabourLawChoice | '';
  onChange: (choice: LabourLawChoice) => void;
  /** After a try to confirm without a choice. */
  showError: boolean;
}

/**
 * Before paying, when the request would make the caregiver work more than two days in a week for
 * this family (docs/product.md#labour-law): what it means, the two ways out and a required choice.
 * The links open in a new tab so the booking in progress is not lost.
 */
export function LabourLawWarning({ warning, value, onChange, showError }: LabourLawWarningProps) {
  const errorId = useId();
  const missing = showError && !value;
  return (
    <section aria-label={m.title} className="space-y-3">
      <Alert tone="warning" title={m.title} icon={<TriangleAlert aria-hidden />}>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 font-semibold">
          {warning.semanas.map((week) => (
            <li key={week.inicio}>{m.weekLine(formatDateRange(week.inicio, week.fim), week.dias)}</li>
          ))}
        </ul>
        <p className="mt-2 text-base leading-relaxed">{m.meaning}</p>
        <p className="mt-2 font-semibold">{m.optionsIntro}</p>
        <ul className="mt-1 list-disc space-y-1.5 pl-5 text-base">
          <li>
            {m.rotateOption}{' '}
            <a href={paths.recomendacoes} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline">
              {m.rotateLink} <span className="text-sm font-normal">{bookingsCopy.labourLaw.newTab}</span>
            </a>
          </li>
          <li>
            {m.formalOption}{' '}
            <a href={paths.vinculoEmpregaticio} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline">
              {m.formalLink} <span className="text-sm font-normal">{bookingsCopy.labourLaw.newTab}</span>
            </a>
          </li>
        </ul>
      </Alert>
      <fieldset aria-describedby={missing ? errorId : undefined}>
        <legend className="mb-2 font-semibold text-slate-900">{m.choiceLegend}</legend>
        <RadioCards label={m.choiceLegend} value={value} onChange={onChange} options={OPTIONS} invalid={missing} />
        {missing && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {m.choiceRequired}
          </p>
        )}
      </fieldset>
      <p className="text-sm text-slate-600">{m.notLegalAdvice}</p>
    </section>
  );
}
