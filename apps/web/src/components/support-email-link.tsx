import { supportEmail } from '@/lib/support-email';

/** The support address as a mailto link: the one the server is configured with (docs/decisions/0062). */
export function SupportEmailLink({ className }: { className: string }) {
  const email = supportEmail();
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
