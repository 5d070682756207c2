import { formatCount } from '@cuidar/domain/format';
import { formatAddress } from '@cuidar/domain/address';
import type { FamilyProfileDto } from '@cuidar/domain/family-profile';
import { messages } from '@cuidar/domain/messages';
import { HeartPulse, House, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@cuidar/domain/date-format';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value || <span className="text-slate-500">Não informado</span>}</dd>
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
    <InfoCard title="Informações da família" icon={<UserRound />}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label="Nome" value={profile.firstName} />
        <Field label="Sobrenome" value={profile.lastName} />
        <Field label="Email" value={<span className="break-all">{profile.email}</span>} />
      </dl>
    </InfoCard>
  );
}

export function AddressCard({ profile }: { profile: FamilyProfileDto }) {
  const hasAddress = Boolean(formatAddress(profile));
  return (
    <InfoCard title="Endereço" icon={<House />}>
      {hasAddress ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Rua" value={profile.rua} />
          <Field label="Número" value={profile.numero} />
          <Field label="Complemento" value={profile.complemento} />
          <Field label="Bairro" value={profile.bairro} />
          <Field label="Cidade" value={profile.cidade} />
          <Field label="Estado" value={profile.estado} />
          <Field label="CEP" value={profile.cep} />
        </dl>
      ) : (
        <p className="text-slate-600">Nenhum endereço cadastrado.</p>
      )}
    </InfoCard>
  );
}

export function PatientCard({ profile }: { profile: FamilyProfileDto }) {
  const hasPatient = Boolean(profile.pacienteNome || profile.pacienteIdade !== null || profile.pacienteCondicao);
  return (
    <InfoCard title="Paciente" icon={<HeartPulse />}>
      {hasPatient ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Nome" value={profile.pacienteNome} />
          <Field label="Idade" value={profile.pacienteIdade === null ? '' : formatCount(profile.pacienteIdade, 'ano', 'anos')} />
          <div className="sm:col-span-2">
            <Field label="Condição de saúde" value={profile.pacienteCondicao} />
            {profile.consentimentoSaude && (
              <p className="mt-1 text-sm text-slate-600">
                Compartilhada só com cuidadores com reserva. Autorizada em {formatShortDate(profile.consentimentoSaude.acceptedAt)}.
              </p>
            )}
          </div>
        </dl>
      ) : (
        <p className="text-slate-600">{messages.profile.patientEmpty}</p>
      )}
    </InfoCard>
  );
}
