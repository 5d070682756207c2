import { SUPPORT_HOURS } from '@cuidar/domain/constants';
import { contactPageCopy as c } from '@cuidar/domain/messages/screens/public-pages-contact';
import { paths } from '@cuidar/domain/routes';
import { Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { SupportEmailLink } from '@/components/support-email-link';
import { ContactFormIsland } from '@/islands/contact-form';
import { Island } from '@/lib/island';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <ContentPage title={c.title} lead={c.lead} wide>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-label={c.formLabel} className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <Island name="contact-form" component={ContactFormIsland} props={{}} />
        </section>
        <aside aria-labelledby="outros-canais" className="space-y-4">
          <h2 id="outros-canais" className="text-xl font-bold text-slate-900">
            {c.otherChannels}
          </h2>
          <p className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <SupportEmailLink className="font-semibold text-brand-800 underline underline-offset-2" />
          </p>
          <p className="flex items-start gap-3 text-slate-800">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            {SUPPORT_HOURS}
          </p>
          <p className="text-slate-700">
            {c.faq.before}
            <Link to={paths.faq} className="font-semibold text-brand-800 underline underline-offset-2">
              {c.faq.link}
            </Link>
            {c.faq.after}
          </p>
        </aside>
      </div>
    </ContentPage>
  );
}
