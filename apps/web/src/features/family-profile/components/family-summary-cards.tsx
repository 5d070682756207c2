import { formatAddress } from '@cuidar/domain/address';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { familyProfileCopy } from '@cuidar/domain/messages/screens/family-profile';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFamilyProfile } from '../api/get-family-profile';

const c = familyProfileCopy.summary;

const editLink = (
  <Link to={paths.dashboardPage('familia', 'perfil')} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
    {c.editLink}
  </Link>
);

/** The dashboard's family profile and patient cards, from the saved profile. */
export function FamilySummaryCards() {
  const query = useFamilyProfile();
  if (query.isPending) {
    return (
      <>
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </>
    );
  }
  if (query.isError) {
    return (
      <Card className="md:col-span-2">
        <CardContent role="alert" className="space-y-2 pt-5 text-slate-700">
          <p className="font-semibold">{messages.profile.loadFailed}</p>
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {c.retry}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const p = query.data;
  const address = formatAddress(p);
  return (
    <>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{c.profileTitle}</CardTitle>
          {editLink}
        </CardHeader>
        <CardContent>
          <p className="font-semibold text-slate-900">{fullName(p)}</p>
          <p className="break-all text-slate-700">{p.email}</p>
          <p className="mt-2 text-slate-700">{address || c.noAddress}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{c.patientTitle}</CardTitle>
          {editLink}
        </CardHeader>
        <CardContent>
          {p.pacienteNome || p.pacienteIdade !== null || p.pacienteCondicao ? (
            <dl className="space-y-1">
              <div className="flex gap-2">
                <dt className="font-semibold text-slate-600">{c.nameLabel}</dt>
                <dd>{p.pacienteNome || c.notInformed}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-semibold text-slate-600">{c.ageLabel}</dt>
                <dd>{p.pacienteIdade === null ? c.notInformedFeminine : c.age(p.pacienteIdade)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">{c.conditionLabel}</dt>
                <dd>{p.pacienteCondicao || c.notInformedFeminine}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-slate-600">{messages.profile.patientEmpty}</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
