import { Avatar, Indicator, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import '../../i18n/common';
import { APP_NS } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { initialsOf } from './initials';
import './shell-strings';

/** Profile picture or initials with a green (online) or grey (offline) dot; opens /profile. */
export function UserAvatar() {
  const { user, profile } = useSession();
  const { t } = useTranslation(APP_NS);
  // The browser's own state and its online/offline events, read again at each change: the dot
  // must not say Online beside a screen that says the phone is offline.
  const { online } = useNetwork();
  const connection = online ? t('avatar.online') : t('common:states.offline');
  const connectionId = useId();
  const picture = profile?.profile_picture ?? user?.profile_picture ?? null;
  const name =
    [user?.first_name, user?.last_name].filter(Boolean).join(' ') ||
    profile?.user_details.full_name ||
    '';
  const initials = initialsOf(
    user?.first_name,
    user?.last_name,
    user?.email ?? profile?.user_details.email,
  );
  // The name starts with the initials the avatar shows: a speech user says what is seen (2.5.3).
  const label = name
    ? t('avatar.openProfileOf', { name, initials })
    : t('avatar.openOwnProfile', { initials });
  return (
    <UnstyledButton
      component={Link}
      to="/profile"
      aria-label={label}
      aria-describedby={connectionId}
    >
      <Indicator
        color={online ? 'green' : 'gray'}
        position="bottom-end"
        offset={4}
        size={10}
        withBorder
        processing={false}
        label=""
        title={connection}
      >
        <Avatar src={picture} alt={name} radius="xl" color="initials" name={name}>
          {initials}
        </Avatar>
      </Indicator>
      <VisuallyHidden id={connectionId}>{connection}</VisuallyHidden>
    </UnstyledButton>
  );
}
