import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { caregiverProfileCopy } from '@cuidar/domain/messages/screens/caregiver-profile';

/** Shown to a caregiver account whose registration wizard is not finished yet. */
export function RegistrationPending() {
  const c = caregiverProfileCopy.registrationPending;
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <ClipboardList aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
        <div className="flex-1">
          <p className="text-lg font-bold text-slate-900">{messages.profile.notRegistered}</p>
          <p className="text-slate-700">{c.body}</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.onboardingCuidador}>{c.continue}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
