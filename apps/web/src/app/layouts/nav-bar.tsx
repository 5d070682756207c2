import { NAV_BAR_HEIGHT_PX } from '@cuidar/domain/constants';
import { appFrameCopy } from '@cuidar/domain/messages/screens/app-frame';
import { homeFor, paths } from '@cuidar/domain/routes';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { LogoMark, logoClassName } from '@/components/brand/logo-mark';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePublicSessionUser } from '@/lib/public-data';

const f = appFrameCopy;
const c = f.navBar;

const navLinks = [
  { to: paths.home, label: c.links.home },
  { to: paths.onboardingFamilia, label: c.links.findCaregiver },
  { to: paths.onboardingCuidador, label: c.links.beCaregiver },
] as const;

/** 'Minha conta' for someone signed in, 'Login' otherwise (and while the session is unknown). */
function AccountLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const user = usePublicSessionUser();
  return (
    <Button asChild size="sm" className={className}>
      <a href={user ? homeFor(user.role) : paths.auth} onClick={onClick}>
        {user ? c.myAccount : c.signIn}
      </a>
    </Button>
  );
}

/**
 * The public navigation bar: an island (docs/decisions/0039). Its links are plain links: from a
 * public page they load the app; inside the app they are followed by the router (islands/links).
 */
export function NavBar({ pathname }: { pathname: string }) {
  // The phone menu closes by itself when the page changes (inside the app, without a page load).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const toggle = () => setOpenAt(open ? null : pathname);
  const close = () => setOpenAt(null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur" style={{ height: NAV_BAR_HEIGHT_PX }}>
      <nav aria-label={c.label} className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
        <a href={paths.home} className={logoClassName}>
          <LogoMark />
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => {
            const isActive = pathname === link.to;
            return (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn('rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100', isActive && 'text-brand-800 underline underline-offset-8')}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
          <li className="ml-2">
            <AccountLink />
          </li>
        </ul>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="menu-movel"
          aria-label={open ? f.closeMenu : f.openMenu}
          onClick={toggle}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      {open && (
        <div id="menu-movel" className="border-b border-slate-200 bg-white shadow-lg md:hidden">
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 p-4">
            {navLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={pathname === link.to ? 'page' : undefined}
                  onClick={close}
                  className="block rounded-md px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li className="mt-2">
              <AccountLink className="w-full" onClick={close} />
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
