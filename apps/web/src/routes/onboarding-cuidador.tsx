import type { SessionUserDto } from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action';
import { useCaregiverProfile } from '@/features/caregiver-profile/api/get-caregiver-profile';
import { CaregiverWizard } from '@/features/caregiver-registration/components/caregiver-wizard';
import { usePageMeta } from '@/lib/head';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

const c = caregiverRegistrationCopy.page;

function OtherAccount() {
  const { signOut, isPending } = useSignOutAction();
  return (
    <Alert tone="warning" icon={<CircleAlert />} className="mx-auto max-w-2xl">
      <p className="text-base">{messages.wizard.familyAccount}</p>
      <Button variant="outline" className="mt-3" onClick={signOut} disabled={isPending}>
        {c.signOut}
      </Button>
    </Alert>
  );
}

export function Component() {
  usePageMeta(c.title, c.metaDescription);
  const session = useSession();
  const user = session.data ?? null;
  const isCaregiver = user?.role === 'cuidador';
  const profile = useCaregiverProfile({ enabled: isCaregiver });
  const navigate = useNavigate();
  const announced = useRef(false);
  const [finished, setFinished] = useState(false);
  const [wizardUser, setWizardUser] = useState<SessionUserDto | null | undefined>(undefined);
  const registered = isCaregiver && Boolean(profile.data);

  // Once open, the wizard stays on screen whatever the session does (signing in to finish must not
  // reset it): the decision is taken once, when the session and the profile are known.
  const canOpen = session.isSuccess && (!user || (isCaregiver && profile.isSuccess && !profile.data));
  if (canOpen && wizardUser === undefined) setWizardUser(isCaregiver ? user : null);

  // Someone already registered goes to their dashboard (docs/product.md#caregiver-wizard).
  useEffect(() => {
    if (!registered || finished || wizardUser !== undefined || announced.current) return;
    announced.current = true;
    toast.info(messages.wizard.alreadyCaregiver);
    navigate(paths.dashboard('cuidador'), { replace: true });
  }, [registered, finished, wizardUser, navigate]);

  // The new profile is already in the cache (useCreateCaregiverProfile).
  const onFinished = () => {
    setFinished(true);
    navigate(paths.dashboard('cuidador'), { replace: true });
  };

  let body;
  if (wizardUser !== undefined) body = <CaregiverWizard user={wizardUser} onFinished={onFinished} />;
  else if (session.isError || profile.isError)
    body = (
      <div role="alert" className="text-center">
        <p className="mb-3 text-slate-800">{messages.generic.network}</p>
        <Button variant="outline" onClick={() => void (session.isError ? session.refetch() : profile.refetch())}>
          {c.retry}
        </Button>
      </div>
    );
  else if (user && !isCaregiver) body = <OtherAccount />;
  else body = <LoadingBlock />;

  return (
    <section className="bg-slate-50 px-4 py-10 sm:py-14">
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{c.title}</h1>
        <p className="mt-2 text-slate-700">{c.intro}</p>
      </header>
      {body}
    </section>
  );
}
