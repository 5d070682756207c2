import { messages } from '@cuidar/domain/messages';
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
  const query = useFamilyProfile();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <LoadingBlock label="Carregando perfil..." />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-5 text-red-950">
        <p className="font-bold">{messages.profile.loadFailed}</p>
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const profile = query.data;
  return (
    <>
      <PageHeader
        title="Perfil da Família"
        description="Seus dados, o endereço do atendimento e as informações do paciente."
        actions={
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-5" />
            Editar Perfil
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
