import { AppShell, Box, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery, useNetwork } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import '../../i18n/common';
import { screenPath } from '../../lib/screen-path';
import { whenIdle } from '../../lib/when-idle';
import { APP_NS } from '../i18n';
import { OfflineSync } from '../offline/OfflineSync';
import { ScreenSkeleton } from '../ScreenSkeleton';
import { useSession } from '../session/SessionProvider';
import { preloadToastContainer } from '../ToastHost';
import { ChangeThemeButton } from '../theme/ChangeThemeButton';
import classes from './AppLayout.module.css';
import { BrandMark } from './BrandMark';
import { ConnectionStatus } from './ConnectionStatus';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import { type NavItem, navItemsFor } from './nav-items';
import { TokenChip } from './TokenChip';
import { UserAvatar } from './UserAvatar';
import { MAIN_ID, useRouteFocus } from './use-route-focus';
import './shell-strings';

// Rarely shown (an account not known to be staff or a student, offline): a chunk of its own.
const AccessUnconfirmed = lazy(() =>
  import('../guards/AccessUnconfirmed').then((module) => ({ default: module.AccessUnconfirmed })),
);

/** Below Mantine's `sm` (AppShell's own query): the navigation is a menu over the screen. */
const PHONE_MENU_QUERY = '(max-width: 47.99375em)';

/** An item with sub-screens is active on its own screen only; the sub-screen's item shows the rest. */
function isActive(item: NavItem, pathname: string): boolean {
  const path = screenPath(pathname);
  if (item.children) return path === item.path;
  return path === item.path || path.startsWith(`${item.path}/`);
}

/** The signed-in shell: header, sidebar (desktop) or drawer (phone), and the screen. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, status } = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation(APP_NS);
  const phoneMenu = useMediaQuery(PHONE_MENU_QUERY, false, { getInitialValueInEffect: false });
  const navId = useId();
  const navRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { online } = useNetwork();
  useRouteFocus();
  // AppShell only slides the closed menu off the screen: without `inert` its links, language
  // switch and Logout stay in the Tab order, focused where no one sees them. While it is open it
  // covers the screen, whose links must not take the focus behind it either.
  const menuOpen = phoneMenu && opened;
  const menuHidden = phoneMenu && !opened;

  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);
  // Opened, the menu takes the focus: its first link, not the screen it covers.
  useEffect(() => {
    if (menuOpen) navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [menuOpen]);

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    // Escape in a dialog opened from the menu (Logout's question) closes that dialog only.
    if (event.key !== 'Escape' || !menuOpen) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    close();
    burgerRef.current?.focus();
  };
  // The skip link moves the focus itself: a #main in the address would be a change of route.
  // <main> takes the focus for this move only: focusable for good, a click on its empty space
  // would take the focus from a field.
  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    close();
    // After the render that takes `inert` off the screen, when the phone's menu was open.
    requestAnimationFrame(() => {
      const main = document.getElementById(MAIN_ID);
      if (!main) return;
      main.tabIndex = -1;
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
      main.focus();
    });
  };
  // Signed-in screens may save offline: their first toast must not need a download then. Fetched
  // once the page is idle, after the screen's first paint, not beside it (issue 20: started at
  // the shell's commit, it was the last download a Lighthouse LCP waited for).
  useEffect(() => whenIdle(preloadToastContainer, 2_000), []);

  const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  // Staff run the admin area: the student's token balance is not theirs to watch.
  const isStaff = user?.is_staff === true;
  // Signed in from the device's copy of the profile, offline, with no account saved on the device:
  // staff or student is not known. The shell stays neutral (no menu of either, no token chip)
  // and '/' asks to try again, until the profile call says which (the account saved at sign-in,
  // when there is one, says it at once: SessionProvider).
  const roleUnknown = status === 'signed-in' && user === null;
  const navItems = roleUnknown ? [] : navItemsFor(isStaff);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        {/* The first stop of Tab: past the header and the menu (15 stops for a student, 23 for
            staff) to the screen. Shown while it has the focus. */}
        <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={handleSkip}>
          {t('common:actions.skipToContent')}
        </a>
        {/* On a 320 px phone the burger, the name, a 5-digit balance and the avatar fit with
            10 px between the two sides (TokenChip shows the figure alone there). */}
        <Group
          h="100%"
          px={{ base: 'sm', xs: 'md' }}
          gap="xs"
          justify="space-between"
          wrap="nowrap"
        >
          <Group gap="xs" wrap="nowrap">
            <Burger
              ref={burgerRef}
              opened={opened}
              onClick={() => {
                // The phone menu's foot (theme, logout) sits where toasts show: opening it ends them.
                if (!opened) notifications.clean();
                toggle();
              }}
              onKeyDown={handleMenuKeyDown}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('layout.closeNavigation') : t('layout.openNavigation')}
              aria-expanded={opened}
              aria-controls={navId}
            />
            {/* Offline, a narrow phone shows the word "Offline" in the name's place. */}
            <Box visibleFrom={online ? undefined : 'xs'}>
              <BrandMark iconVisibleFrom="xs" />
            </Box>
            <ConnectionStatus online={online} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch visibleFrom="sm" />
            {!isStaff && !roleUnknown && <TokenChip />}
            {fullName && (
              <Text
                component={Link}
                to="/profile"
                size="sm"
                fw={500}
                c="inherit"
                td="none"
                visibleFrom="sm"
              >
                {fullName}
              </Text>
            )}
            <UserAvatar />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        ref={navRef}
        id={navId}
        p="sm"
        aria-label={t('layout.mainNavigation')}
        inert={menuHidden}
        onKeyDown={handleMenuKeyDown}
      >
        <AppShell.Section grow className={classes.navScroll}>
          {navItems
            .flatMap((item) => [
              { item, child: false },
              ...(item.children ?? []).map((sub) => ({ item: sub, child: true })),
            ])
            .map(({ item, child }) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={t(`nav.${item.labelKey}`)}
                leftSection={<item.icon size={18} stroke={1.6} />}
                pl={child ? 'xl' : undefined}
                active={isActive(item, pathname)}
                aria-current={isActive(item, pathname) ? 'page' : undefined}
                // Its own screen's link changes no address: the menu closes all the same.
                onClick={close}
              />
            ))}
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="xs" pt="sm">
            <LanguageSwitch hiddenFrom="sm" fullWidth />
            <ChangeThemeButton />
            <LogoutButton />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} className={classes.main} inert={menuOpen}>
        <OfflineSync />
        <Suspense fallback={<ScreenSkeleton />}>
          {roleUnknown && screenPath(pathname) === '/' ? (
            <AccessUnconfirmed subject="account" />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
