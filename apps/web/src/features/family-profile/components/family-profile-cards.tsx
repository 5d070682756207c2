import { formatAddress } from '@cuidar/domain/address';
import type { FamilyProfileDto } from '@cuidar/domain/family-profile';
import { messages } from '@cuidar/domain/messages';
import { HeartPulse, House, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@cuidar/domain/date-format';
import { familyProfileCopy } from '@cuidar/domain/messages/screens/family-profile';

const c = familyProfileCopy.cards;

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value || <span className="text-slate-500">{c.notInformed}</span>}</dd>
    </div>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <span aria-hidden="true" className="text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function FamilyInfoCard({ profile }: { profile: FamilyProfileDto }) {
  return (
    <InfoCard title={c.familyTitle} icon={<UserRound />}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label={c.firstName} value={profile.firstName} />
        <Field label={c.lastName} value={profile.lastName} />
        <Field label={c.email} value={<span className="break-all">{profile.email}</span>} />
      </dl>
    </InfoCard>
  );
}

export function AddressCard({ profile }: { profile: FamilyProfileDto }) {
  const hasAddress = Boolean(formatAddress(profile));
  return (
    <InfoCard title={c.addressTitle} icon={<House />}>
      {hasAddress ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={c.street} value={profile.rua} />
          <Field label={c.number} value={profile.numero} />
          <Field label={c.complement} value={profile.complemento} />
          <Field label={c.neighbourhood} value={profile.bairro} />
          <Field label={c.city} value={profile.cidade} />
          <Field label={c.state} value={profile.estado} />
          <Field label={c.cep} value={profile.cep} />
        </dl>
      ) : (
        <p className="text-slate-600">{c.noAddress}</p>
      )}
    </InfoCard>
  );
}

export function PatientCard({ profile }: { profile: FamilyProfileDto }) {
  const hasPatient = Boolean(profile.pacienteNome || profile.pacienteIdade !== null || profile.pacienteCondicao);
  return (
    <InfoCard title={c.patientTitle} icon={<HeartPulse />}>
      {hasPatient ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={c.patientName} value={profile.pacienteNome} />
          <Field label={c.patientAge} value={profile.pacienteIdade === null ? '' : c.age(profile.pacienteIdade)} />
          <div className="sm:col-span-2">
            <Field label={c.condition} value={profile.pacienteCondicao} />
            {profile.consentimentoSaude && (
              <p className="mt-1 text-sm text-slate-600">{c.sharedOnly(formatShortDate(profile.consentimentoSaude.acceptedAt))}</p>
            )}
          </div>
        </dl>
      ) : (
        <p className="text-slate-600">{messages.profile.patientEmpty}</p>
      )}
    </InfoCard>
  );
}
