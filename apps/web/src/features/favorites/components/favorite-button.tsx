import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';

const m = messages.favorites;

interface FavoriteButtonProps {
  caregiver: Pick<CaregiverCardDto, 'id' | 'firstName' | 'lastName'>;
  /** 'icon' on cards (the heart alone, named for the caregiver); 'full' on the caregiver's page. */
  look?: 'icon' | 'full';
  /** What the page already knows (the caregiver page's `favorito`), before the list has loaded. */
  initial?: boolean;
  className?: string;
}

/**
 * The heart (docs/product.md#favorites): a toggle button (aria-pressed) whose words say what a
 * press does. Shown to signed-in families only; nothing for anyone else.
 */
export function FavoriteButton({ caregiver, look = 'icon', initial, className }: FavoriteButtonProps) {
  const session = useSession();
  const isFamily = session.data?.role === 'familia';
  const favorites = useFavorites(isFamily);
  const save = useSetFavorite();
  if (!isFamily) return null;

  const listed = favorites.data?.some((c) => c.id === caregiver.id);
  const pending = save.isPending ? save.variables?.favorito : undefined;
  const isFavorite = pending ?? listed ?? initial ?? false;
  const name = fullName(caregiver);
  const label = look === 'icon' ? (isFavorite ? m.removeNamed(name) : m.addNamed(name)) : isFavorite ? m.remove : m.add;

  const toggle = () =>
    save.mutate(
      { cuidadorId: caregiver.id, favorito: !isFavorite },
      {
        onSuccess: (answer) => toast.success(answer.favorito ? m.added : m.removed),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const heart = <Heart aria-hidden="true" className={cn('size-5', isFavorite ? 'fill-red-600 text-red-700' : 'text-slate-700')} />;
  if (look === 'icon') {
    return (
      <Button variant="ghost" size="icon" className={cn('rounded-full', className)} aria-pressed={isFavorite} aria-label={label} onClick={toggle} disabled={save.isPending}>
        {heart}
      </Button>
    );
  }
  return (
    <Button variant="outline" className={className} aria-pressed={isFavorite} onClick={toggle} disabled={save.isPending}>
      {heart}
      {label}
    </Button>
  );
}
