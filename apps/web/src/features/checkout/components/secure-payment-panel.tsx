import type { PaymentProviderKind } from '@cuidar/domain/checkout';
import { SUPPORT_HOURS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { checkoutCopy } from '@cuidar/domain/messages/screens/checkout';
import { paths } from '@cuidar/domain/routes';
import { CalendarX2, Headset, LockKeyhole, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';

function Claim({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-brand-700 [&_svg]:size-5">{icon}</span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-700">{children}</span>
      </span>
    </li>
  );
}

/**
 * What the payment step promises, and only what is true: the card is typed on the provider's page
 * over an encrypted connection, cancelling is possible any time, support has office hours.
 */
const c = checkoutCopy.securePayment;

export function SecurePaymentPanel({ provider }: { provider: PaymentProviderKind | null | undefined }) {
  return (
    <section aria-labelledby="pagamento-seguro" className="space-y-4">
      <h2 id="pagamento-seguro" className="text-lg font-bold text-slate-900">
        {c.title}
      </h2>
      <ul className="space-y-3">
        {provider === 'stripe' && (
          <Claim icon={<LockKeyhole aria-hidden="true" />} title={c.encryptedTitle}>
            {c.encrypted}
          </Claim>
        )}
        <Claim icon={<CalendarX2 aria-hidden="true" />} title={c.cancelAnyTitle}>
          {c.cancelAny}
        </Claim>
        <Claim icon={<Undo2 aria-hidden="true" />} title={c.withdrawTitle}>
          {messages.checkout.withdrawalRight}
        </Claim>
        <Claim icon={<Headset aria-hidden="true" />} title={c.supportTitle}>
          {c.supportByEmail(SUPPORT_HOURS)}
          <SupportEmailLink className="font-semibold text-brand-700 underline underline-offset-4" />
          .
        </Claim>
      </ul>
      <p className="text-sm text-slate-600">
        {c.agreeBefore}
        <Link to={paths.termos} className="font-semibold text-brand-700 underline underline-offset-4">
          {c.agreeTerms}
        </Link>
        {c.agreeBetween}
        <Link to={paths.privacidade} className="font-semibold text-brand-700 underline underline-offset-4">
          {c.agreePrivacy}
        </Link>
        .
      </p>
    </section>
  );
}
