import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { Scale } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Where a Monday-to-Friday plan is shown or bought: five days a week with one caregiver forms a
 * vínculo empregatício (docs/product.md#labour-law), said plainly, with the explanation page.
 */
export function PlanLabourLawNotice({ className }: { className?: string }) {
  return (
    <p className={cn('flex gap-2 text-slate-700', className)}>
      <Scale aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
      <span>
        {messages.labourLaw.planNotice}{' '}
        {/* A plain link: the page is static, and this notice is shown outside the router too. */}
        <a href={paths.vinculoEmpregaticio} className="font-semibold text-brand-800 underline underline-offset-2">
          {messages.labourLaw.planNoticeLink}
        </a>
        .
      </span>
    </p>
  );
}
