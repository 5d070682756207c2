import { legalTermsCopy } from '@cuidar/domain/messages/screens/legal-terms';
import { ContentPage } from '@/components/layout/content-page';
import { TermsOfUse } from '@/features/legal/components/terms-of-use';
import { usePageMeta } from '@/lib/head';

export function Component() {
  const c = legalTermsCopy.page;
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <ContentPage title={c.title} lead={c.lead}>
      <TermsOfUse />
    </ContentPage>
  );
}
