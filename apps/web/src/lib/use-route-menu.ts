import { useState } from 'react';
import { useLocation } from 'react-router';

/** Open/closed state of a menu that closes by itself when the route changes. */
export function useRouteMenu() {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  return {
    open,
    toggle: () => setOpenAt(open ? null : pathname),
    close: () => setOpenAt(null),
  };
}
