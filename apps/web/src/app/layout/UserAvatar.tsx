import { Avatar, Indicator, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NS } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { initialsOf } from './initials';
import './shell-strings';

/** Profile picture or initials with an Online indicator; opens /profile. */
export function UserAvatar() {
  const { user, profile } = useSession();
  const { t } = useTranslation(APP_NS);
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
    <UnstyledButton component={Link} to="/profile" aria-label={label}>
      <Indicator
        color="green"
        position="bottom-end"
        offset={4}
        size={10}
        withBorder
        processing={false}
        label=""
        title={t('avatar.online')}
      >
        <Avatar src={picture} alt={name} radius="xl" color="initials" name={name}>
          {initials}
        </Avatar>
      </Indicator>
    </UnstyledButton>
  );
}
