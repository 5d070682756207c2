import { ROLE_LABELS, type Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { appFrameCopy } from '@cuidar/domain/messages/screens/app-frame';
import { homeFor, paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { Bell, CalendarDays, House, LogOut, Menu, MessageCircle, Settings, Star, UserRound, Users, Wallet, X } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action';
import { useUnreadMessageCount } from '@/features/chat/api/conversations';
import { useUnreadNotificationCount } from '@/features/notifications/api/get-notifications';
import { cn } from '@/lib/cn';
import { useRouteMenu } from '@/lib/use-route-menu';

const f = appFrameCopy;
const nav = f.dashboard.nav;

interface UnreadCounts {
  mensagens: number;
  notificacoes: number;
}

/** Unread messages and notifications, kept live by the realtime events (lib/invalidation.ts). */
function useUnreadCounts(): UnreadCounts {
  const mensagens = useUnreadMessageCount();
  const notificacoes = useUnreadNotificationCount();
  return { mensagens: mensagens.data ?? 0, notificacoes: notificacoes.data ?? 0 };
}

/** The shells' roles: a family, a caregiver, or a relative who follows a family (docs/product.md#relatives). */
type ShellRole = Role | 'familiar';

function entriesFor(role: ShellRole, unread: UnreadCounts) {
  // A relative only follows: their home, the notifications they chose, their own account.
  if (role === 'familiar') {
    return [
      { to: paths.familiar, label: messages.relatives.navHome, icon: House, end: true },
      { to: paths.familiarNotificacoes, label: nav.notifications, icon: Bell, unread: unread.notificacoes },
      { to: paths.familiarConfiguracoes, label: nav.settings, icon: Settings },
    ];
  }
  return [
    { to: paths.dashboard(role), label: nav.home, icon: House, end: true },
    { to: paths.dashboardPage(role, role === 'cuidador' ? 'agenda' : 'reservas'), label: nav.schedule, icon: CalendarDays },
    { to: paths.dashboardPage(role, 'mensagens'), label: nav.messages, icon: MessageCircle, unread: unread.mensagens },
    { to: paths.dashboardPage(role, 'perfil'), label: nav.profile, icon: UserRound },
    { to: paths.dashboardPage(role, 'notificacoes'), label: nav.notifications, icon: Bell, unread: unread.notificacoes },
    ...(role === 'cuidador' ? [{ to: paths.dashboardPage(role, 'avaliacoes'), label: nav.reviews, icon: Star }] : []),
    ...(role === 'cuidador' ? [{ to: paths.dashboardPage(role, 'ganhos'), label: nav.earnings, icon: Wallet }] : []),
    { to: paths.dashboardPage(role, 'configuracoes'), label: nav.settings, icon: Settings },
    ...(role === 'familia' ? [{ to: paths.dashboardPage(role, 'familiares'), label: messages.relatives.title, icon: Users }] : []),
  ];
}

/** The count beside a menu entry; screen readers hear '3 não lidas' after the entry's name. */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto min-w-6 rounded-full bg-brand-700 px-2 py-0.5 text-center text-xs font-bold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only"> {messages.live.unread(count)}</span>
    </span>
  );
}

function MenuEntries({ role, unread }: { role: ShellRole; unread: UnreadCounts }) {
  return (
    <ul className="flex flex-col gap-1">
      {entriesFor(role, unread).map(({ to, label, icon: Icon, end, unread: count }) => (
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
            <UnreadBadge count={count ?? 0} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserBox({ role }: { role: ShellRole }) {
  const { data: user } = useSession();
  const { signOut, isPending } = useSignOutAction();
  const name = user ? fullName(user) || user.email : '';
  return (
    <div className="border-t border-slate-200 pt-4">
      <p className="truncate font-semibold text-slate-900">{name}</p>
      <p className="text-sm text-slate-600">{ROLE_LABELS[role]}</p>
      <Button variant="outline" className="mt-3 w-full" onClick={signOut} disabled={isPending}>
        <LogOut aria-hidden="true" className="size-5" />
        {f.signOut}
      </Button>
    </div>
  );
}

/** The dashboard shell: side menu on desktop, top bar with a toggle menu on phones. */
export function DashboardLayout({ role }: { role: ShellRole }) {
  const { open, toggle } = useRouteMenu();
  const unread = useUnreadCounts();
  const unreadTotal = unread.mensagens + unread.notificacoes;

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        {f.skipToContent}
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh">
        <Logo to={homeFor(role)} />
        <nav aria-label={f.dashboard.menuLabel} className="flex-1 overflow-y-auto">
          <MenuEntries role={role} unread={unread} />
        </nav>
        <UserBox role={role} />
      </aside>

      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex h-16 items-center justify-between px-4">
          <Logo to={homeFor(role)} />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls="menu-painel"
            aria-label={open ? f.closeMenu : unreadTotal > 0 ? f.dashboard.openMenuWithNews(messages.live.unreadInMenu(unreadTotal)) : f.openMenu}
            onClick={toggle}
            className="relative"
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            {!open && unreadTotal > 0 && <span aria-hidden="true" className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-brand-700 ring-2 ring-white" />}
          </Button>
        </div>
        {open && (
          <div id="menu-painel" className="border-t border-slate-200 bg-white p-4 shadow-lg">
            <nav aria-label={f.dashboard.menuLabel}>
              <MenuEntries role={role} unread={unread} />
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
