import { helpCopy as c } from '@cuidar/domain/messages/screens/help';
import { paths } from '@cuidar/domain/routes';
import { CalendarCheck, Mail, MapPin, MessagesSquare, Star } from 'lucide-react';
import type { RefObject } from 'react';
import { SupportEmailLink } from '@/components/support-email-link';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FAMILY_STEPS, MAIN_FEATURES } from '../how-it-works';

const featureIcons = [MapPin, Star, MessagesSquare, CalendarCheck] as const;

/**
 * The 'Central de Ajuda' side panel. Loaded only when someone reaches for the help button; when it
 * closes, the dialog gives the focus back to the button that opened it. Its links are plain links:
 * the panel belongs to the help button's island (docs/decisions/0039).
 */
export function HelpPanel({ open, onOpenChange, returnFocusTo }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        title={c.title}
        description={c.description}
        // The panel has no Radix trigger (the button is plain markup): give the focus back ourselves.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <section aria-labelledby="ajuda-como-funciona">
          <h3 id="ajuda-como-funciona" className="text-lg font-bold text-slate-900">
            {c.howItWorksTitle}
          </h3>
          <ol className="mt-3 space-y-3">
            {FAMILY_STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900">
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  <p className="text-sm text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <DialogClose asChild>
            <a href={paths.comoFunciona} className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2">
              {c.howItWorksLink}
            </a>
          </DialogClose>
        </section>
        <section aria-labelledby="ajuda-recursos" className="mt-8">
          <h3 id="ajuda-recursos" className="text-lg font-bold text-slate-900">
            {c.featuresTitle}
          </h3>
          <ul className="mt-3 space-y-3">
            {MAIN_FEATURES.map((feature, i) => {
              const Icon = featureIcons[i]!;
              return (
                <li key={feature.title} className="flex gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div>
                    <p className="font-semibold text-slate-900">{feature.title}</p>
                    <p className="text-sm text-slate-700">{feature.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="ajuda-suporte" className="mt-8 rounded-xl bg-brand-50 p-4">
          <h3 id="ajuda-suporte" className="text-lg font-bold text-slate-900">
            {c.contactTitle}
          </h3>
          <p className="mt-2 flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <SupportEmailLink className="font-semibold text-brand-800 underline underline-offset-2" />
          </p>
          <p className="mt-1 text-slate-700">{c.hours}</p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            <DialogClose asChild>
              <a href={paths.faq} className="font-semibold text-brand-800 underline underline-offset-2">
                {c.faqLink}
              </a>
            </DialogClose>
            <DialogClose asChild>
              <a href={paths.contato} className="font-semibold text-brand-800 underline underline-offset-2">
                {c.contactLink}
              </a>
            </DialogClose>
          </p>
        </section>
      </DialogContent>
    </Dialog>
  );
}
