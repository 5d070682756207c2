import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@cuidar/domain/date-format';
import { useConsents, useUpdateConsent } from '../api/consents';


function WithdrawDialog({ consent }: { consent: ConsentOverviewDto }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateConsent();
  const onConfirm = () =>
    update.mutate(
      { kind: consent.kind, accepted: false },
      {
        onSuccess: (result) => {
          setOpen(false);
          toast.success(result.message);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" className="size-5" />
        Retirar autorização
      </Button>
      <DialogContent
        title="Retirar a autorização?"
        description="A condição de saúde do paciente, o cartão de emergência e o diário de cuidados serão apagados e ninguém mais os vê. Você pode autorizar de novo quando quiser."
      >
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Manter autorização</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? <Spinner label="Retirando..." /> : 'Retirar e apagar a condição'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ConsentItem({ consent }: { consent: ConsentOverviewDto }) {
  const update = useUpdateConsent();
  const onAccept = () =>
    update.mutate(
      { kind: consent.kind, accepted: true },
      { onSuccess: (result) => toast.success(result.message), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-slate-900">Dados de saúde do paciente</h3>
        {consent.active ? <Badge variant="success">Autorizado</Badge> : <Badge variant="neutral">Não autorizado</Badge>}
      </div>
      <blockquote className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">“{consent.text}”</blockquote>
      {consent.active ? (
        <p className="text-slate-700">
          Autorizado em {formatDateTime(consent.active.acceptedAt)} (versão {consent.active.version} do texto).
        </p>
      ) : (
        <p className="text-slate-700">
          Sem esta autorização, o Cuidar não guarda a condição de saúde do paciente. Depois de autorizar, preencha a condição em{' '}
          <Link to={paths.dashboardPage('familia', 'perfil')} className="font-semibold text-brand-700 underline underline-offset-4">
            Perfil
          </Link>
          .
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {consent.active ? (
          <WithdrawDialog consent={consent} />
        ) : (
          <Button onClick={onAccept} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? (
              <Spinner label="Registrando..." />
            ) : (
              <>
                <ShieldCheck aria-hidden="true" className="size-5" />
                Autorizar
              </>
            )}
          </Button>
        )}
      </div>
      {consent.history.length > 0 && (
        <details className="rounded-lg border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">Histórico desta autorização ({consent.history.length})</summary>
          <ul className="mt-2 space-y-1 text-slate-700">
            {consent.history.map((record) => (
              <li key={record.acceptedAt}>
                Autorizada em {formatDateTime(record.acceptedAt)} (versão {record.version})
                {record.withdrawnAt ? ` · retirada em ${formatDateTime(record.withdrawnAt)}` : ' · em vigor'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The consents the person gave (LGPD): what is in force, since when, and the way to withdraw. */
export function ConsentsCard() {
  const query = useConsents();
  return (
    <Card role="region" aria-labelledby="consentimentos-titulo">
      <CardHeader>
        <CardTitle id="consentimentos-titulo">Autorizações</CardTitle>
        <CardDescription>O que você autorizou o Cuidar a fazer com dados sensíveis. Cada autorização fica registrada com a data e a versão do texto.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-32" />}
        {query.isError && <Alert tone="error" title={messages.settings.consentsLoadFailed} />}
        {query.isSuccess && query.data.length === 0 && <p className="text-slate-600">Nenhuma autorização a gerenciar nesta conta.</p>}
        {query.data?.map((consent) => (
          <ConsentItem key={consent.kind} consent={consent} />
        ))}
      </CardContent>
    </Card>
  );
}
