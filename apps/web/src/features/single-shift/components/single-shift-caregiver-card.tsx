import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { placeLabel, reliabilityLines } from '@cuidar/domain/caregiver-display';
import { messages } from '@cuidar/domain/messages';
import { singleShiftCopy } from '@cuidar/domain/messages/screens/single-shift';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { useId } from 'react';
import { Link } from 'react-router';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { SkillBadges } from '@/components/caregiver/skill-badges';
import { RatingSummary } from '@/components/caregiver/star-rating';
import { VerifiedBadge } from '@/components/caregiver/verified-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const m = messages.singleShift;

/** A caregiver free for the whole shift: who, where, how rated; the price is the shift's, not hers by the hour. */
export function SingleShiftCaregiverCard({ caregiver, onChoose, disabled }: { caregiver: CaregiverCardDto; onChoose: (c: CaregiverCardDto) => void; disabled?: boolean }) {
  const titleId = useId();
  const name = fullName(caregiver);
  const place = placeLabel(caregiver);
  return (
    <Card className="flex h-full flex-col p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start gap-4">
        <CaregiverAvatar caregiver={caregiver} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-bold leading-snug text-slate-900">
            <Link to={paths.caregiverPage(caregiver.id)} className="rounded text-brand-800 underline-offset-4 hover:underline">
              {name}
            </Link>
          </h3>
          <RatingSummary rating={caregiver.rating} count={caregiver.totalAvaliacoes} className="mt-1" />
          <VerifiedBadge verifiedAt={caregiver.verificadoEm} />
          {place && <p className="mt-1 text-sm text-slate-700">{place}</p>}
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        <span className="sr-only">{messages.reliability.title}: </span>
        {reliabilityLines(caregiver.confiabilidade).join(' · ')}
      </p>
      <div className="mt-3">
        <SkillBadges skills={caregiver.competencias} moreLabel={singleShiftCopy.moreSkills} />
      </div>
      <div className="mt-auto pt-5">
        <Button size="lg" className="w-full" onClick={() => onChoose(caregiver)} disabled={disabled} aria-label={m.chooseAria(name)}>
          {m.choose}
        </Button>
      </div>
    </Card>
  );
}
