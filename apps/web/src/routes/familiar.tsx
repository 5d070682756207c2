import { messages } from '@cuidar/domain/messages';
import type { FollowedFamilyDto } from '@cuidar/domain/relatives';
import type { VisitMoment } from '@cuidar/domain/visits';
import { relativesCopy } from '@cuidar/domain/messages/screens/relatives';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Select } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { FamilyDiaryCard } from '@/features/care-diary/components/family-diary-card';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useFollowedFamilies } from '@/features/relatives/api/followed-family';
import { useConfirmVisitForFamily, useFamilyVisits } from '@/features/relatives/api/followed-family';
import { FamilyBookingsCard, NotificationChoicesCard } from '@/features/relatives/components/followed-family';
import { VisitDaysCard } from '@/features/visits/components/visit-days-card';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const m = messages.relatives;

/** A relative's home (docs/product.md#relatives): the family they follow, read-only. */
export function Component() {
  usePageMeta(m.navHome);
  const families = useFollowedFamilies();
  const [chosen, setChosen] = useState<string | null>(null);
  if (families.isPending) return <LoadingBlock />;
  if (families.isError)
    return (
      <p role="alert" className="text-slate-700">
        {errorMessage(families.error)}
      </p>
    );
  if (families.data.length === 0) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title={m.navHome} />
        <Card>
          <CardContent className="pt-5">
            <p className="text-slate-700">{m.noFamily}</p>
          </CardContent>
        </Card>
      </div>
    );
  }
  const family = families.data.find((f) => f.familiaId === chosen) ?? families.data[0]!;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={m.followingTitle(family.nome)} description={m.followingSubtitle} />
      {families.data.length > 1 && (
        <div>
          <Label htmlFor="familia-acompanhada">{m.chooseFamily}</Label>
          <Select id="familia-acompanhada" value={family.familiaId} onChange={(event) => setChosen(event.target.value)}>
            {families.data.map((f) => (
              <option key={f.familiaId} value={f.familiaId}>
                {m.followingTitle(f.nome)}
              </option>
            ))}
          </Select>
        </div>
      )}
      <FollowedVisits key={`v-${family.familiaId}`} family={family} />
      <FamilyDiaryCard key={`d-${family.familiaId}`} familiaId={family.familiaId} />
      <FamilyBookingsCard key={`b-${family.familiaId}`} familiaId={family.familiaId} />
      <Card>
        <CardHeader>
          <CardTitle>{relativesCopy.home.notificationsTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <NotificationList limit={10} />
        </CardContent>
      </Card>
      <NotificationChoicesCard key={`n-${family.familiaId}`} family={family} />
    </div>
  );
}

/** 'Chegada e saída' of the followed family's days, read-only unless the family granted confirming. */
function FollowedVisits({ family }: { family: FollowedFamilyDto }) {
  const query = useFamilyVisits(family.familiaId);
  const confirm = useConfirmVisitForFamily();
  const granted = family.podeConfirmarPresenca
    ? {
        isPending: confirm.isPending,
        mutate: (v: { reservaId: string; moment: VisitMoment }, options: { onSuccess: () => void; onError: (error: Error) => void }) =>
          confirm.mutate({ familiaId: family.familiaId, reservaId: v.reservaId, momento: v.moment }, options),
      }
    : null;
  return <VisitDaysCard side="familia" follower={{ query, confirm: granted }} />;
}
