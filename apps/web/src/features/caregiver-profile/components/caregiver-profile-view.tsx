import { messages } from '@cuidar/domain/messages';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCaregiverProfile } from '../api/get-caregiver-profile';
import { ProfileCards } from './profile-cards';
import { ProfileEditDialog } from './profile-edit-dialog';
import { RegistrationPending } from './registration-pending';
import { caregiverProfileCopy } from '@cuidar/domain/messages/screens/caregiver-profile';

/** The caregiver's profile page body: loading, error, unfinished registration, or the cards and the dialog. */
export function CaregiverProfileView() {
  const query = useCaregiverProfile();
  if (query.isPending) return <LoadingBlock label={caregiverProfileCopy.view.loading} />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="font-semibold text-red-800">{messages.profile.loadFailed}</p>
        <p className="text-slate-700">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {caregiverProfileCopy.view.retry}
        </Button>
      </div>
    );
  }
  const profile = query.data;
  if (!profile) return <RegistrationPending />;
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <ProfileEditDialog profile={profile} />
      </div>
      <ProfileCards profile={profile} />
    </div>
  );
}
