import { legalPrivacyCopy } from '@cuidar/domain/messages/screens/legal-privacy';
import { ContentPage } from '@/components/layout/content-page';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { usePageMeta } from '@/lib/head';

export function Component() {
  const c = legalPrivacyCopy.page;
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <ContentPage title={c.title} lead={c.lead}>
      <PrivacyPolicy />
    </ContentPage>
  );
}
