import { familyProfileCopy } from '@cuidar/domain/messages/screens/family-profile';
import { RequireSession } from '@/app/guards';
import { FamilyProfileView } from '@/features/family-profile/components/family-profile-view';
import { useSavePendingAnswers } from '@/features/onboarding/hooks/use-save-pending-answers';
import { usePageMeta } from '@/lib/head';

function Page() {
  useSavePendingAnswers();
  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-5xl">
        <FamilyProfileView />
      </div>
    </section>
  );
}

/** The profile screens send a visitor without a session to /auth (docs/product.md#roles). */
export function Component() {
  usePageMeta(familyProfileCopy.view.title);
  return (
    <RequireSession role="familia">
      <Page />
    </RequireSession>
  );
}
