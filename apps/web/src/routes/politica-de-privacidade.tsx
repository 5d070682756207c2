import { ContentPage } from '@/components/layout/content-page';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta(
    'Política de Privacidade',
    'Como o Cuidar trata seus dados pessoais e os dados de saúde de pessoas idosas, conforme a LGPD: finalidades, bases legais, compartilhamento, prazos e seus direitos.',
  );
  return (
    <ContentPage title="Política de Privacidade" lead="Como cuidamos dos seus dados e dos dados de quem você ama.">
      <PrivacyPolicy />
    </ContentPage>
  );
}
