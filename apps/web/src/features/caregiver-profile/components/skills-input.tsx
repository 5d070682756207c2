import { addSkill } from '@cuidar/domain/caregiver-profile';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { caregiverProfileCopy } from '@cuidar/domain/messages/screens/caregiver-profile';

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
}

/** Skills typed one at a time: Enter or + adds (blank ignored, trimmed), each badge removable. */
export function SkillsInput({ value, onChange, error }: SkillsInputProps) {
  const c = caregiverProfileCopy.skillsInput;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const add = () => {
    const result = addSkill(value, draft);
    if (result.ok) {
      onChange(result.skills);
      setDraft('');
      setProblem(null);
    } else {
      setProblem(result.message ?? null);
      if (result.reason === 'blank') setDraft('');
    }
  };

  const message = problem ?? error;
  return (
    <div>
      <Label htmlFor={id}>{c.label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={c.placeholder}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault(); // adds the skill, never submits the form
              add();
            }
          }}
        />
        <Button variant="outline" size="icon" aria-label={c.addLabel} onClick={add}>
          <Plus aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {c.hint}
        </p>
      )}
      {value.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={c.listLabel}>
          {value.map((skill) => (
            <li key={skill}>
              <Badge variant="brand" className="gap-1 py-1 pr-1">
                {skill}
                <button
                  type="button"
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-200"
                  aria-label={c.removeLabel(skill)}
                  onClick={() => onChange(value.filter((s) => s !== skill))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
