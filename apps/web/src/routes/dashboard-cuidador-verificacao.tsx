import { PageHeader } from '@/components/layout/page-header';
import { VerificationForm } from '@/features/caregiver-registration/components/verification-form';
import { useCaregiverVerification } from '@/features/caregiver-verification/api/get-caregiver-verification';
import { RenewalCard } from '@/features/caregiver-verification/components/renewal-card';
import { VerificationStatusCard } from '@/features/caregiver-verification/components/verification-status-card';
import { usePageMeta } from '@/lib/head';

/** /dashboard/cuidador/verificacao: the state of the verification and the documents behind it (docs/product.md#verification). */
export function Component() {
  usePageMeta('Verificação do cadastro');
  const status = useCaregiverVerification();
  return (
    <>
      <PageHeader title="Verificação do cadastro" description="Documentos, referências e a análise da equipe do Cuidar." />
      <div className="space-y-6">
        <VerificationStatusCard />
        {status.data && <RenewalCard status={status.data} />}
        {status.data && <VerificationForm status={status.data} />}
      </div>
    </>
  );
}
