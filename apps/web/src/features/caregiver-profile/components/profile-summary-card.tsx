import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import { placeLabel } from '@cuidar/domain/caregivers';
import { paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { Link } from 'react-router';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { SkillBadges } from '@/components/caregiver/skill-badges';
import { RatingSummary } from '@/components/caregiver/star-rating';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCentavos } from '@cuidar/domain/format';
import { caregiverProfileCopy } from '@cuidar/domain/messages/screens/caregiver-profile';

/** The dashboard's profile card: how families see the caregiver, with a link to edit. */
export function ProfileSummaryCard({ profile }: { profile: CaregiverProfileDto }) {
  const c = caregiverProfileCopy.summaryCard;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{c.title}</CardTitle>
        <Link to={paths.dashboardPage('cuidador', 'perfil')} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {c.edit}
        </Link>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-4">
          <CaregiverAvatar caregiver={profile} loading="eager" />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-slate-900">{fullName(profile)}</p>
            <p className="text-slate-700">{placeLabel(profile) || c.noCity}</p>
            {profile.totalAvaliacoes > 0 ? (
              <RatingSummary rating={profile.rating} count={profile.totalAvaliacoes} />
            ) : (
              <p className="text-sm text-slate-600">{c.noReviews}</p>
            )}
          </div>
        </div>
        <p className="text-slate-800">
          <span className="font-bold">{formatCentavos(profile.precoHoraCentavos)}</span>
          {c.perHour}
        </p>
        {profile.competencias.length > 0 && <SkillBadges skills={profile.competencias} />}
      </CardContent>
    </Card>
  );
}
