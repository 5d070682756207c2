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
}

/** The caregiver's photo, one of the five illustrated avatars, or their initials if the image fails. */
export function CaregiverAvatar({ caregiver, className, loading = 'lazy', alt = '' }: CaregiverAvatarProps) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-16 shrink-0 rounded-full', className);
  if (failed) {
    return (
      <span aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined} className={cn(base, 'inline-flex items-center justify-center bg-brand-100 text-lg font-bold text-brand-900')}>
        {initials(caregiver.firstName, caregiver.lastName)}
      </span>
    );
  }
  // At the default 64 px the illustrated avatars come as WebP at the size the screen needs; an
  // avatar drawn at another size (className) keeps the one file.
  const srcSet = className ? undefined : avatarSrcSet(caregiver);
  return (
    <img
      src={avatarSrc(caregiver)}
      srcSet={srcSet}
      sizes={srcSet ? '64px' : undefined}
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
