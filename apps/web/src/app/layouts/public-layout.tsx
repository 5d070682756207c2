import { NAV_BAR_HEIGHT_PX, SUPPORT_EMAIL_DEFAULT, SUPPORT_HOURS } from '@cuidar/domain/constants';
import { homeFor, paths } from '@cuidar/domain/routes';
import { Menu, X } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { HelpButton } from '@/features/help/components/help-button';
import { cn } from '@/lib/cn';
import { useRouteMenu } from '@/lib/use-route-menu';

const navLinks = [
  { to: paths.home, label: 'Início' },
  { to: paths.onboardingFamilia, label: 'Encontrar cuidador' },
  { to: paths.onboardingCuidador, label: 'Sou cuidador' },
] as const;

function AccountLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { data: user } = useSession();
  if (user) {
    return (
      <Button asChild size="sm" className={className}>
        <Link to={homeFor(user.role)} onClick={onClick}>
          Minha conta
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" className={className}>
      <Link to={paths.auth} onClick={onClick}>
        Login
      </Link>
    </Button>
  );
}

export function NavBar() {
  const { open, toggle, close } = useRouteMenu();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur" style={{ height: NAV_BAR_HEIGHT_PX }}>
      <nav aria-label="Principal" className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn('rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100', isActive && 'text-brand-800 underline underline-offset-8')
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
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
          aria-label={open ? 'Fechar menu' : 'Abrir menu'}
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
                <NavLink to={link.to} end className="block rounded-md px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100">
                  {link.label}
                </NavLink>
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

// The footer links (docs/product.md#screens), at their registered paths (the prototype's
// /cadastro-cuidador, /sobre, /privacidade and /termos still work: they redirect here).
const footerColumns = [
  {
    title: 'Para famílias',
    links: [
      { to: paths.onboarding, label: 'Contratar cuidador' },
      { to: paths.comoFunciona, label: 'Como funciona' },
      { to: paths.faq, label: 'Perguntas frequentes' },
    ],
  },
  {
    title: 'Para cuidadores',
    links: [
      { to: paths.onboardingCuidador, label: 'Seja um cuidador' },
      { to: paths.blog, label: 'Blog' },
    ],
  },
  {
    title: 'Cuidar',
    links: [
      { to: paths.sobre, label: 'Sobre nós' },
      { to: paths.contato, label: 'Fale Conosco' },
      { to: paths.privacidade, label: 'Política de Privacidade' },
      { to: paths.termos, label: 'Termos de Uso' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">Cuidar</p>
          <p className="mt-2 text-slate-300">Cuidamos com amor de quem mais precisa.</p>
          <p className="mt-4 text-slate-300">
            <a href={`mailto:${SUPPORT_EMAIL_DEFAULT}`} className="underline underline-offset-4 hover:text-white">
              {SUPPORT_EMAIL_DEFAULT}
            </a>
            <br />
            {SUPPORT_HOURS}
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-bold text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 px-4 pb-24 pt-6 text-center text-sm text-slate-400 sm:pb-6">
        {/* The year of the pre-rendered HTML may be last year's on the first days of January. */}
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Cuidar. Todos os direitos reservados.
      </p>
    </footer>
  );
}

/** Navigation bar, the page, the footer, and the help button on every public page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        Pular para o conteúdo
      </a>
      <NavBar />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      {/* Hydrated after the page itself (see routes/landing.tsx). */}
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <HelpButton />
      </Suspense>
    </div>
  );
}
