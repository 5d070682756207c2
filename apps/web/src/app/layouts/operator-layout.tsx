import { messages } from '@cuidar/domain/messages';
import { appFrameCopy } from '@cuidar/domain/messages/screens/app-frame';
import { paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { Banknote, FileClock, Flag, House, LogOut, Mail, Menu, Scale, ShieldCheck, UsersRound, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useTwoFactorStatus } from '@/features/account-security/api/two-factor';
import { TwoFactorCard } from '@/features/account-security/components/two-factor-card';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/head';
import { useRouteMenu } from '@/lib/use-route-menu';
import { Component as NotFound } from '@/routes/not-found';

// The company's back-office shell (docs/product.md#operators). Its guard: nobody signed in goes to
// /auth and comes back after signing in; families and caregivers see the app's 'not found' page
// (the desk does not exist for them, as the API answers 404); an operator without two-factor
// sign-in turns it on here before any desk screen opens.

const o = messages.operatorDesk;
const f = appFrameCopy;

const entries = [
  { to: paths.operador, label: o.navHome, icon: House, end: true },
  { to: paths.operadorPage('cuidadores'), label: o.navCaregivers, icon: UsersRound, end: false },
  { to: paths.operadorPage('renovacoes'), label: o.navRenewals, icon: FileClock, end: false },
  { to: paths.operadorPage('denuncias'), label: o.navReports, icon: Flag, end: false },
  { to: paths.operadorPage('contato'), label: o.navContact, icon: Mail, end: false },
  { to: paths.operadorPage('disputas'), label: o.navDisputes, icon: Scale, end: false },
  { to: paths.operadorPage('pagamentos'), label: o.navPayments, icon: Banknote, end: false },
];

function MenuEntries() {
  return (
    <ul className="flex flex-col gap-1">
      {entries.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn('flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100', isActive && 'bg-brand-50 font-semibold text-brand-900')
            }
          >
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserBox() {
  const { data: user } = useSession();
  const { signOut, isPending } = useSignOutAction();
  const name = user ? fullName(user) || user.email : '';
  return (
    <div className="border-t border-slate-200 pt-4">
      <p className="truncate font-semibold text-slate-900">{name}</p>
      <p className="text-sm text-slate-600">{o.roleLabel}</p>
      <Button variant="outline" className="mt-3 w-full" onClick={signOut} disabled={isPending}>
        <LogOut aria-hidden="true" className="size-5" />
        {f.signOut}
      </Button>
    </div>
  );
}

function DeskShell() {
  const { open, toggle } = useRouteMenu();
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        {f.skipToContent}
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh">
        <div>
          <Logo to={paths.operador} />
          <p className="mt-2 text-sm font-semibold text-slate-600">{o.title}</p>
        </div>
        <nav aria-label={o.title} className="flex-1 overflow-y-auto">
          <MenuEntries />
        </nav>
        <UserBox />
      </aside>

      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex h-16 items-center justify-between gap-2 px-4">
          <div className="flex min-w-0 items-center gap-3">
            <Logo to={paths.operador} />
            <span className="truncate text-sm font-semibold text-slate-600">{o.title}</span>
          </div>
          <Button variant="ghost" size="icon" aria-expanded={open} aria-controls="menu-equipe" aria-label={open ? f.closeMenu : f.openMenu} onClick={toggle}>
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
        {open && (
          <div id="menu-equipe" className="border-t border-slate-200 bg-white p-4 shadow-lg">
            <nav aria-label={o.title}>
              <MenuEntries />
            </nav>
            <div className="mt-4">
              <UserBox />
            </div>
          </div>
        )}
      </header>

      <main id="conteudo" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}

/** The mandatory step before the desk: the same enrolment as Configurações. */
function TwoFactorRequired() {
  usePageMeta(o.twoFactorSetupTitle);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4">
          <Logo to={paths.operador} />
          <SignOutButton />
        </div>
      </header>
      <main id="conteudo" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{o.twoFactorSetupTitle}</h1>
            <p className="mt-2 text-slate-700">{o.twoFactorSetupText}</p>
          </div>
        </div>
        <TwoFactorCard />
      </main>
    </div>
  );
}

function SignOutButton() {
  const { signOut, isPending } = useSignOutAction();
  return (
    <Button variant="outline" onClick={signOut} disabled={isPending}>
      <LogOut aria-hidden="true" className="size-5" />
      {f.signOut}
    </Button>
  );
}

function Retry({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg font-semibold">{messages.auth.roleLookupFailed}</p>
      <p className="text-slate-700">{messages.generic.network}</p>
      <Button onClick={onRetry}>{f.retry}</Button>
    </div>
  );
}

/** An operator's desk, once two-factor sign-in is on. */
function OperatorOnly() {
  const twoFactor = useTwoFactorStatus();
  if (twoFactor.isError) return <Retry onRetry={() => void twoFactor.refetch()} />;
  if (!twoFactor.isSuccess) return <LoadingBlock />;
  return twoFactor.data.enabled ? <DeskShell /> : <TwoFactorRequired />;
}

export function OperatorLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const user = session.data;
  const isAnonymous = session.isSuccess && !user;
  const announced = useRef(false);

  useEffect(() => {
    if (!isAnonymous || announced.current) return;
    announced.current = true;
    toast.error(messages.guard.needsSession);
    navigate(paths.auth, { replace: true, state: { from: `${location.pathname}${location.search}` } });
  }, [isAnonymous, navigate, location.pathname, location.search]);

  if (session.isError) return <Retry onRetry={() => void session.refetch()} />;
  if (!session.isSuccess || !user) return <LoadingBlock />;
  if (user.role !== 'operador') return <NotFound />;
  return <OperatorOnly />;
}
