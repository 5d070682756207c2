import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useCaregiverReview } from '@/features/operator-desk/api/get-review';
import { ChecklistCard } from '@/features/operator-desk/components/checklist-card';
import { DecisionPanel } from '@/features/operator-desk/components/decision-panel';
import { ConfirmedBookingsCard, DecisionHistory, DocumentsCard, ProfileCard, ReferencesCard } from '@/features/operator-desk/components/review-cards';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const o = messages.operatorDesk;

export function Component() {
  const { id = '' } = useParams();
  const review = useCaregiverReview(id);
  usePageMeta(review.data ? `${review.data.cuidador.nome} — ${o.queueTitle}` : o.queueTitle);

  const back = (
    <Link to={paths.operadorPage('cuidadores')} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {o.backToQueue}
    </Link>
  );

  if (review.isPending) return <LoadingBlock />;
  if (review.isError) {
    return (
      <div className="space-y-4">
        {back}
        <div role="alert" className="space-y-2">
          <p className="font-semibold text-red-800">{o.reviewFailed}</p>
          <p className="text-slate-700">{errorMessage(review.error)}</p>
          <Button variant="outline" onClick={() => void review.refetch()}>
            {operatorDeskCopy.retry}
          </Button>
        </div>
      </div>
    );
  }
  const data = review.data;
  return (
    <div className="space-y-6">
      {back}
      <PageHeader title={data.cuidador.nome} description={[data.cuidador.cidade, data.cuidador.uf].filter(Boolean).join(' - ')} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <ProfileCard review={data} />
          <DocumentsCard review={data} />
          <ReferencesCard review={data} />
          <ChecklistCard review={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <DecisionPanel review={data} />
          <ConfirmedBookingsCard review={data} />
          <DecisionHistory review={data} />
        </div>
      </div>
    </div>
  );
}
