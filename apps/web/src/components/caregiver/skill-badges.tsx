import { skillsPreview } from '@cuidar/domain/caregiver-display';
import { Badge } from '@/components/ui/badge';
import { caregiversCopy } from '@cuidar/domain/messages/screens/caregivers';

interface SkillBadgesProps {
  skills: readonly string[];
  /** How the rest is written: the landing shows '+N', the recommendations '+N mais'. */
  moreLabel?: (more: number) => string;
}

export function SkillBadges({ skills, moreLabel = (n) => `+${n}` }: SkillBadgesProps) {
  const { shown, more } = skillsPreview(skills);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={caregiversCopy.skillBadges.label}>
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="brand">{skill}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge aria-label={caregiversCopy.skillBadges.moreLabel(more)}>{moreLabel(more)}</Badge>
        </li>
      )}
    </ul>
  );
}
