import { Grid, Stack } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconUserOff } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useProfile } from '../api';
import { AcademicSection } from '../components/AcademicSection';
import { AutoCompleteNotice } from '../components/AutoCompleteNotice';
import { CompanySection } from '../components/CompanySection';
import { CompletionChecklist } from '../components/CompletionChecklist';
import { ContactSection } from '../components/ContactSection';
import { PersonalSection } from '../components/PersonalSection';
import { ProfileHeaderCard } from '../components/ProfileHeaderCard';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { PROFILE_NS } from '../i18n';

/** /profile (spec 1 §2): personal, contact, academic and company data, picture, completion. */
export function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const profile = useProfile();
  // A 404 (e.g. staff accounts): there is no profile to retry for.
  const notFound = {
    title: translateMessage(MESSAGES.profile.notFound),
    message: t('noProfile'),
    icon: <IconUserOff size={40} stroke={1.5} aria-hidden />,
  };
  return (
    <Stack maw={1100}>
      <ScreenTitle title={t('title')} description={t('description')} />
      {profile.isPending && <ProfileSkeleton />}
      {profile.isError && !profile.data && (
        <QueryErrorAlert
          title={translateMessage(MESSAGES.profile.loadFailed)}
          notFound={notFound}
          query={profile}
        />
      )}
      {profile.data && (
        <>
          <AutoCompleteNotice profile={profile.data} />
          <ProfileHeaderCard profile={profile.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack>
                <PersonalSection profile={profile.data} />
                <ContactSection profile={profile.data} />
                <AcademicSection profile={profile.data} />
                <CompanySection profile={profile.data} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <CompletionChecklist profile={profile.data} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
