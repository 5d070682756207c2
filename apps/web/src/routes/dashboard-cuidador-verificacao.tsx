import { PageHeader } from '@/components/layout/page-header';
import { VerificationStatusCard } from '@/features/caregiver-verification/components/verification-status-card';
import { usePageMeta } from '@/lib/head';

/** /dashboard/cuidador/verificacao: the state of the caregiver's verification (docs/product.md#verification). */
export function Component() {
  usePageMeta('Verificação do cadastro');
  return (
    <>
      <PageHeader title="Verificação do cadastro" description="Documentos, referências e a análise da equipe do Cuidar." />
      <VerificationStatusCard />
    </>
  );
}
