import { messages } from '@cuidar/domain/messages';
import { familyProfileCopy } from '@cuidar/domain/messages/screens/family-profile';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useFamilyProfile } from '../api/get-family-profile';
import { EditFamilyProfileDialog } from './edit-family-profile-dialog';
import { AddressCard, FamilyInfoCard, PatientCard } from './family-profile-cards';

/** 'Perfil da Família': read-only cards and the 'Editar Perfil' dialog. */
export function FamilyProfileView() {
  const c = familyProfileCopy.view;
  const query = useFamilyProfile();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <LoadingBlock label={c.loading} />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-5 text-red-950">
        <p className="font-bold">{messages.profile.loadFailed}</p>
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {c.retry}
        </Button>
      </div>
    );
  }
  const profile = query.data;
  return (
    <>
      <PageHeader
        title={c.title}
        description={c.description}
        actions={
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-5" />
            {c.editButton}
          </Button>
        }
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <FamilyInfoCard profile={profile} />
        <PatientCard profile={profile} />
        <div className="lg:col-span-2">
          <AddressCard profile={profile} />
        </div>
      </div>
      <EditFamilyProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
    </>
  );
}
