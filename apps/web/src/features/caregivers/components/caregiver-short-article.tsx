import type { CaregiverPageDto } from '@cuidar/domain/caregiver-page';
import { messages } from '@cuidar/domain/messages';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AboutSection, CaregiverPageHeader, ReliabilitySection, ReviewsSection } from './caregiver-page-view';
import { caregiversCopy } from '@cuidar/domain/messages/screens/caregivers';

const m = messages.caregiverPage;

/**
 * The short version of a caregiver's page (docs/product.md#caregiver-page): what anyone who is not a
 * signed-in family sees, with the invitation to sign in. Static markup with plain links, so the
 * server can render it for a visitor's first load (docs/decisions/0049) and the app shows the same.
 * `signInHref` is null for someone already signed in (a caregiver or an operator looking).
 */
export function CaregiverShortArticle({ caregiver, signInHref }: { caregiver: CaregiverPageDto; signInHref: string | null }) {
  return (
    <article className="space-y-5" aria-labelledby="perfil-nome">
      <CaregiverPageHeader
        caregiver={caregiver}
        nameId="perfil-nome"
        actions={
          <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950 sm:flex-row sm:items-center sm:justify-between">
            <p>{m.signInPrompt}</p>
            {signInHref && (
              <Button asChild className="shrink-0">
                <a href={signInHref}>
                  <LogIn aria-hidden="true" className="size-5" />
                  {caregiversCopy.page.signIn}
                </a>
              </Button>
            )}
          </div>
        }
      />
      <AboutSection caregiver={caregiver} />
      <ReliabilitySection reliability={caregiver.confiabilidade} />
      <ReviewsSection caregiver={caregiver} />
    </article>
  );
}
