import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { avatarSrc, avatarSrcSet, initials } from '@cuidar/domain/caregiver-display';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface CaregiverAvatarProps {
  caregiver: Pick<CaregiverCardDto, 'id' | 'avatarUrl' | 'firstName' | 'lastName'>;
  className?: string;
  /** Eager for cards on screen at first paint; lazy (default) for the rest. */
  loading?: 'eager' | 'lazy';
  /** Alternative text when the photo is the page's own content (the caregiver's page); empty beside a name. */
  alt?: string;
  /**
   * The width it is drawn at, as the `sizes` attribute says it ('(min-width: 640px) 128px, 112px'),
   * when `className` draws it at another size than 64 px: the browser then picks the file that fits.
   */
  sizes?: string;
}

/** The caregiver's photo, one of the five illustrated avatars, or their initials if the image fails. */
export function CaregiverAvatar({ caregiver, className, loading = 'lazy', alt = '', sizes }: CaregiverAvatarProps) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-16 shrink-0 rounded-full', className);
  if (failed) {
    return (
      <span aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined} className={cn(base, 'inline-flex items-center justify-center bg-brand-100 text-lg font-bold text-brand-900')}>
        {initials(caregiver.firstName, caregiver.lastName)}
      </span>
    );
  }
  // The illustrated avatars come as WebP at the size the screen needs: at the default 64 px, or at
  // the size `sizes` names; an avatar drawn at another size without saying it keeps the one file.
  const drawnAt = sizes ?? (className ? undefined : '64px');
  const srcSet = drawnAt ? avatarSrcSet(caregiver) : undefined;
  return (
    <img
      src={avatarSrc(caregiver)}
      srcSet={srcSet}
      sizes={srcSet ? drawnAt : undefined}
      alt={alt}
      width={64}
      height={64}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(base, 'bg-slate-100 object-cover')}
    />
  );
}
