import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { programLabel, type TProfileAnswer } from '@ptlog/shared';
import { initialsOf } from '../../../app/layout/initials';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import { PictureActions } from './PictureActions';

/** Avatar (picture or initials), name, e-mail, program, and the picture actions. */
export function ProfileHeaderCard({ profile }: { profile: TProfileAnswer }) {
  const { t } = useTranslation(PROFILE_NS);
  const { first_name, last_name, full_name, email } = profile.user_details;
  const name = [first_name, last_name].filter(Boolean).join(' ') || full_name;
  const picture = profile.profile_picture ?? profile.user.profile_picture;
  const program = programLabel(profile.program);
  return (
    <Card withBorder padding="lg" radius="md">
      <Group align="flex-start" gap="lg">
        <Avatar
          src={picture}
          alt={picture ? t('header.pictureOf', { name: name || email }) : undefined}
          size={96}
          radius={96}
          color="initials"
          name={name}
        >
          {initialsOf(first_name, last_name, email)}
        </Avatar>
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {name || email}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          <Text size="sm">{program || t('header.programNotSet')}</Text>
          <PictureActions hasPicture={picture !== null} />
        </Stack>
      </Group>
    </Card>
  );
}
