import { SUPPORT_HOURS } from '@cuidar/domain/constants';
import { appFrameCopy } from '@cuidar/domain/messages/screens/app-frame';
import { paths } from '@cuidar/domain/routes';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { SupportEmailLink } from '@/components/support-email-link';
import { HelpButton } from '@/features/help/components/help-button';
import { Island } from '@/lib/island';
import { SessionUserContext } from '@/lib/public-data';
import { NavBar } from './nav-bar';

const f = appFrameCopy;
const c = f.footer;

// The footer links (docs/product.md#screens), at their registered paths (the prototype's
// /cadastro-cuidador, /sobre, /privacidade and /termos still work: they redirect here).
const footerColumns = [
  {
    title: c.families.title,
    links: [
      { to: paths.onboarding, label: c.families.hire },
      { to: paths.comoFunciona, label: c.families.howItWorks },
      { to: paths.faq, label: c.families.faq },
    ],
  },
  {
    title: c.caregivers.title,
    links: [
      { to: paths.onboardingCuidador, label: c.caregivers.join },
      { to: paths.blog, label: c.caregivers.blog },
    ],
  },
  {
    title: c.company.title,
    links: [
      { to: paths.sobre, label: c.company.about },
      { to: paths.contato, label: c.company.contact },
      { to: paths.privacidade, label: c.company.privacy },
      { to: paths.termos, label: c.company.terms },
    ],
  },
] as const;

/** The footer's id: a pre-rendered page is painted once the browser has parsed it (scripts/prerender.mjs). */
export const FOOTER_ID = 'rodape';

export function Footer() {
  return (
    <footer id={FOOTER_ID} className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{c.brand}</p>
          <p className="mt-2 text-slate-300">{c.tagline}</p>
          <p className="mt-4 text-slate-300">
            <SupportEmailLink className="underline underline-offset-4 hover:text-white" />
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
        {c.copyright.before}
        <span suppressHydrationWarning>{new Date().getFullYear()}</span>
        {c.copyright.after}
      </p>
    </footer>
  );
}

/**
 * Navigation bar, the page, the footer, and the help button on every public page. The bar and the
 * help button are islands (docs/decisions/0039); inside the app they read the app's session.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <SessionUserContext.Provider value={{ user: session.data }}>
      <PublicPage pathname={pathname} />
    </SessionUserContext.Provider>
  );
}

function PublicPage({ pathname }: { pathname: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        {f.skipToContent}
      </a>
      <Island name="nav-bar" component={NavBar} props={{ pathname }} />
      {/* At least a screen tall: while a page rendered in the browser loads, the footer stays below
          the fold instead of showing and then jumping away (issue 21: no layout shift). */}
      <main id="conteudo" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      {/* Hydrated after the page itself when the app renders the page (see routes/landing.tsx). */}
      <Suspense>
        <Footer />
      </Suspense>
      <Island name="help-button" component={HelpButton} props={{}} />
    </div>
  );
}
