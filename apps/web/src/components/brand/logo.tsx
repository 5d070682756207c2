import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { LogoMark, logoClassName } from './logo-mark';

export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn(logoClassName, className)}>
      <LogoMark />
    </Link>
  );
}
