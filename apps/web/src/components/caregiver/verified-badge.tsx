import { formatMonthYear } from '@cuidar/domain/month-year';
import { verifiedBadgeMessages } from '@cuidar/domain/messages/cards';
import { VERIFICATION_CHECK_LABELS, VERIFICATION_CHECKS } from '@cuidar/domain/verification-checks';
import { ShieldCheck } from 'lucide-react';

const v = verifiedBadgeMessages;

/**
 * 'Verificado em <mês de ano>' and what was checked (docs/product.md#verification). Only approved
 * caregivers carry a date; nothing is shown for anyone else, so the badge never claims more than
 * the data says.
 */
export function VerifiedBadge({ verifiedAt, open }: { verifiedAt: string | null; open?: boolean }) {
  if (!verifiedAt) return null;
  return (
    <details className="group mt-2 text-sm" open={open}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800 ring-1 ring-emerald-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {v.badgeSince(formatMonthYear(verifiedAt))}
      </summary>
      <div className="mt-2 rounded-lg bg-slate-50 p-3 text-left text-slate-700">
        <p className="font-medium">{v.badgeChecked}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {VERIFICATION_CHECKS.map((check) => (
            <li key={check}>{VERIFICATION_CHECK_LABELS[check]}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}
