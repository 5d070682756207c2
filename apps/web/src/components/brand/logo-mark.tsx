import { brandCopy } from '@cuidar/domain/messages/screens/public-pages';
import { HeartHandshake } from 'lucide-react';

/** The logo's picture and name, inside a link (Logo, or the public navigation bar's plain link). */
export function LogoMark() {
  return (
    <>
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <HeartHandshake aria-hidden="true" className="size-5" />
      </span>
      {brandCopy.name}
      <span className="sr-only">{brandCopy.homeLabel}</span>
    </>
  );
}

export const logoClassName = 'inline-flex items-center gap-2 rounded-md text-xl font-extrabold text-brand-800';
