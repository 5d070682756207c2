import { accountSettingsCopy } from '@cuidar/domain/messages/screens/account-settings';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingBlock } from '@/components/ui/spinner';
import { DeleteAccountCard } from '@/features/account-deletion/components/delete-account-card';
import { EmailCard } from '@/features/account-security/components/email-card';
import { PasswordCard } from '@/features/account-security/components/password-card';
import { SecurityActivityCard } from '@/features/account-security/components/security-activity-card';
import { SessionsCard } from '@/features/account-security/components/sessions-card';
import { TwoFactorCard } from '@/features/account-security/components/two-factor-card';
import { useSession } from '@/features/auth/api/get-session';
import { ConsentsCard } from '@/features/consents/components/consents-card';
import { DataExportCard } from '@/features/data-export/components/data-export-card';
import { HealthReadsCard } from '@/features/health-data-reads/components/health-reads-card';
import { usePageMeta } from '@/lib/head';

/** Configurações, for families, caregivers and relatives: account security, then privacy (LGPD) and the account's deletion. */
export function Component() {
  const c = accountSettingsCopy;
  usePageMeta(c.metaTitle, c.metaDescription);
  const { data: user } = useSession();
  if (!user?.role || user.role === 'operador') return <LoadingBlock />;
  const isFamily = user.role === 'familia';
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={c.title} description={c.description} />
      <section aria-labelledby="seguranca" className="space-y-6">
        <h2 id="seguranca" className="text-xl font-bold text-slate-900">
          {c.securityHeading}
        </h2>
        <SessionsCard />
        <PasswordCard />
        <TwoFactorCard />
        <EmailCard currentEmail={user.email} />
        <SecurityActivityCard />
      </section>
      <section aria-labelledby="privacidade" className="mt-10 space-y-6">
        <div>
          <h2 id="privacidade" className="text-xl font-bold text-slate-900">
            {c.privacyHeading}
          </h2>
          <p className="mt-1 text-slate-600">{c.privacyIntro}</p>
        </div>
        {isFamily && <ConsentsCard />}
        {isFamily && <HealthReadsCard />}
        <DataExportCard />
        <DeleteAccountCard role={user.role} />
      </section>
    </div>
  );
}
