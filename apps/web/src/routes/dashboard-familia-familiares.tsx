import { messages } from '@cuidar/domain/messages';
import { PageHeader } from '@/components/layout/page-header';
import { InviteRelativeForm, RelativesList } from '@/features/relatives/components/relatives-card';
import { usePageMeta } from '@/lib/head';

const m = messages.relatives;

/** The family's relatives (docs/product.md#relatives): invite, follow up, grant, remove. */
export function Component() {
  usePageMeta(m.title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={m.title} description={m.description} />
      <InviteRelativeForm />
      <RelativesList />
    </div>
  );
}
