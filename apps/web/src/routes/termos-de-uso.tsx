import { ContentPage } from '@/components/layout/content-page';
import { TermsOfUse } from '@/features/legal/components/terms-of-use';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta(
    'Termos de Uso',
    'Regras de uso do Cuidar para famílias e cuidadores: reservas, pagamentos, taxa de serviço, direito de arrependimento, avaliações e responsabilidades.',
  );
  return (
    <ContentPage title="Termos de Uso" lead="As regras que valem para famílias e cuidadores na plataforma.">
      <TermsOfUse />
    </ContentPage>
  );
}
