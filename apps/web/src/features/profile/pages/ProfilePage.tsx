import { Grid, Stack } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconUserOff } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useProfile } from '../api';
import { AcademicSection } from '../components/AcademicSection';
import { AutoCompleteNotice } from '../components/AutoCompleteNotice';
import { CompanySection } from '../components/CompanySection';
import { CompletionChecklist } from '../components/CompletionChecklist';
import { ContactSection } from '../components/ContactSection';
import { PersonalSection } from '../components/PersonalSection';
import { ProfileHeaderCard } from '../components/ProfileHeaderCard';
import { ProfileSkeleton } from '../components/ProfileSkeleton';

/** A 404 (e.g. staff accounts): there is no profile to retry for. */
const PROFILE_NOT_FOUND = {
  title: MESSAGES.profile.notFound,
  message: 'This account has no student profile.',
  icon: <IconUserOff size={40} stroke={1.5} aria-hidden />,
};

/** /profile (spec 1 §2): personal, contact, academic and company data, picture, completion. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <Stack maw={1100}>
      <ScreenTitle
        title="Profile"
        description="Your personal, contact, academic and company information."
      />
      {profile.isPending && <ProfileSkeleton />}
      {profile.isError && !profile.data && (
        <QueryErrorAlert
          title={MESSAGES.profile.loadFailed}
          notFound={PROFILE_NOT_FOUND}
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
