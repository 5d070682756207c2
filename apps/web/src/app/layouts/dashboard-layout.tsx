import { ROLE_LABELS, type Role } from '@cuidar/domain/constants';
import { paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { Bell, CalendarDays, House, LogOut, Menu, MessageCircle, Settings, Star, UserRound, X } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action';
import { cn } from '@/lib/cn';
import { useRouteMenu } from '@/lib/use-route-menu';

function entriesFor(role: Role) {
  return [
    { to: paths.dashboard(role), label: 'Início', icon: House, end: true },
    { to: paths.dashboardPage(role, role === 'cuidador' ? 'agenda' : 'reservas'), label: 'Agenda', icon: CalendarDays },
    { to: paths.dashboardPage(role, 'mensagens'), label: 'Mensagens', icon: MessageCircle },
    { to: paths.dashboardPage(role, 'perfil'), label: 'Perfil', icon: UserRound },
    { to: paths.dashboardPage(role, 'notificacoes'), label: 'Notificações', icon: Bell },
    ...(role === 'cuidador' ? [{ to: paths.dashboardPage(role, 'avaliacoes'), label: 'Avaliações', icon: Star }] : []),
    { to: paths.dashboardPage(role, 'configuracoes'), label: 'Configurações', icon: Settings },
  ];
}

function MenuEntries({ role }: { role: Role }) {
  return (
    <ul className="flex flex-col gap-1">
      {entriesFor(role).map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100',
                isActive && 'bg-brand-50 font-semibold text-brand-900',
              )
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

function UserBox({ role }: { role: Role }) {
  const { data: user } = useSession();
  const { signOut, isPending } = useSignOutAction();
  const name = user ? fullName(user) || user.email : '';
  return (
    <div className="border-t border-slate-200 pt-4">
      <p className="truncate font-semibold text-slate-900">{name}</p>
      <p className="text-sm text-slate-600">{ROLE_LABELS[role]}</p>
      <Button variant="outline" className="mt-3 w-full" onClick={signOut} disabled={isPending}>
        <LogOut aria-hidden="true" className="size-5" />
        Sair
      </Button>
    </div>
  );
}

/** The dashboard shell: side menu on desktop, top bar with a toggle menu on phones. */
export function DashboardLayout({ role }: { role: Role }) {
  const { open, toggle } = useRouteMenu();

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        Pular para o conteúdo
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh">
        <Logo to={paths.dashboard(role)} />
        <nav aria-label="Menu do painel" className="flex-1 overflow-y-auto">
          <MenuEntries role={role} />
        </nav>
        <UserBox role={role} />
      </aside>

      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex h-16 items-center justify-between px-4">
          <Logo to={paths.dashboard(role)} />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls="menu-painel"
            aria-label={open ? 'Fechar menu' : 'Abrir menu'}
            onClick={toggle}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
        {open && (
          <div id="menu-painel" className="border-t border-slate-200 bg-white p-4 shadow-lg">
            <nav aria-label="Menu do painel">
              <MenuEntries role={role} />
            </nav>
            <div className="mt-4">
              <UserBox role={role} />
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
