import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import { formatFileSize } from '@cuidar/domain/certificates';
import { BRAZILIAN_STATES, GENERO_LABELS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { RatingSummary } from '@/components/caregiver/star-rating';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { certificateFileUrl } from '@/features/certificates/api/certificates';
import { formatCentavos } from '@cuidar/domain/format';
import { caregiverProfileCopy } from '@cuidar/domain/messages/screens/caregiver-profile';

const t = caregiverProfileCopy.cards;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-sm font-semibold text-slate-600">{label}</dt>
    <dd className="break-words text-slate-900">{children || t.empty}</dd>
  </div>
);

const stateName = (uf: string | null) => BRAZILIAN_STATES.find((s) => s.uf === uf)?.nome ?? uf ?? '';

/** The read-only cards of the caregiver profile page. */
export function ProfileCards({ profile }: { profile: CaregiverProfileDto }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t.basicTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3">
            <Row label={t.name}>{fullName(profile)}</Row>
            <Row label={t.email}>{profile.email}</Row>
            <Row label={t.phone}>{profile.telefone}</Row>
            <Row label={t.gender}>{GENERO_LABELS[profile.genero]}</Row>
            <Row label={t.experience}>{profile.experiencia}</Row>
            <Row label={t.bio}>{profile.bio ? <span className="whitespace-pre-line">{profile.bio}</span> : null}</Row>
          </dl>
        </CardContent>
      </Card>
      <div className="space-y-4">
        <Card>
          <CardHeader>
            <CardTitle>{t.placeAndPriceTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3">
              <Row label={t.neighbourhood}>{profile.bairro}</Row>
              <Row label={t.city}>{[profile.cidade, stateName(profile.estado)].filter(Boolean).join(t.placeJoin)}</Row>
              <Row label={t.rate}>
                <span className="text-lg font-bold">{formatCentavos(profile.precoHoraCentavos)}</span>
              </Row>
            </dl>
          </CardContent>
        </Card>
        {profile.rating !== null && (
          <Card>
            <CardHeader>
              <CardTitle>{t.ratingTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <RatingSummary rating={profile.rating} count={profile.totalAvaliacoes} />
            </CardContent>
          </Card>
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t.skillsTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {profile.competencias.length ? (
            <ul className="flex flex-wrap gap-2" aria-label={t.skillsTitle}>
              {profile.competencias.map((skill) => (
                <li key={skill}>
                  <Badge variant="brand">{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{messages.profile.noSkills}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.availabilityTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {profile.disponibilidade.length ? (
            <ul className="flex flex-wrap gap-2" aria-label={t.availabilityTitle}>
              {profile.disponibilidade.map((shift) => (
                <li key={shift}>
                  <Badge>{shift}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{messages.profile.noAvailability}</p>
          )}
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t.certificatesTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {profile.certificados.length ? (
            <ul className="space-y-2">
              {profile.certificados.map((c) => (
                <li key={c.id}>
                  <a
                    href={certificateFileUrl(c.id)}
                    download
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    <Download aria-hidden="true" className="size-5 shrink-0" />
                    <span className="break-all">{c.nome}</span>
                    <span className="text-sm font-normal text-slate-600">({formatFileSize(c.tamanhoBytes)})</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t.noCertificates}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
