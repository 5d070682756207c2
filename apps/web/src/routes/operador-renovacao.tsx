import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useRenewal } from '@/features/operator-desk/api/renewals';
import { RenewalCertificates, RenewalDecision } from '@/features/operator-desk/components/renewal-review';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const o = messages.operatorDesk;

/** /operador/renovacoes/:id: only the new certificate is checked (docs/product.md#verification-renewal). */
export function Component() {
  const { id = '' } = useParams();
  const renewal = useRenewal(id);
  usePageMeta(renewal.data ? o.renewalTitle(renewal.data.cuidador.nome) : o.renewalsTitle);
  const back = (
    <Link to={paths.operadorPage('renovacoes')} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {o.renewalsTitle}
    </Link>
  );
  if (renewal.isPending) return <LoadingBlock />;
  if (renewal.isError) {
    return (
      <div className="space-y-4">
        {back}
        <div role="alert" className="space-y-2">
          <p className="font-semibold text-red-800">{o.reviewFailed}</p>
          <p className="text-slate-700">{errorMessage(renewal.error)}</p>
          <Button variant="outline" onClick={() => void renewal.refetch()}>
            {operatorDeskCopy.retry}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {back}
      <PageHeader title={o.renewalTitle(renewal.data.cuidador.nome)} description={o.renewalsIntro} />
      <RenewalCertificates renewal={renewal.data} />
      <RenewalDecision renewal={renewal.data} />
    </div>
  );
}
