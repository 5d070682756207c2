import { skillsPreview } from '@cuidar/domain/caregiver-display';
import { Badge } from '@/components/ui/badge';

interface SkillBadgesProps {
  skills: readonly string[];
  /** How the rest is written: the landing shows '+N', the recommendations '+N mais'. */
  moreLabel?: (more: number) => string;
}

export function SkillBadges({ skills, moreLabel = (n) => `+${n}` }: SkillBadgesProps) {
  const { shown, more } = skillsPreview(skills);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Competências">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="brand">{skill}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge aria-label={`e mais ${more} ${more === 1 ? 'competência' : 'competências'}`}>{moreLabel(more)}</Badge>
        </li>
      )}
    </ul>
  );
}
