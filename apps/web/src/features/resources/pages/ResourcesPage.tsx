import { Stack } from '@mantine/core';
import { useSession } from '../../../app/session/SessionProvider';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { ResourceList } from '../components/ResourceList';
import { UploadResourceCard } from '../components/UploadResourceCard';
import { RESOURCES_NS } from '../i18n';

/** /resources: templates, examples and guidelines shared by staff (spec 2 §7 Resources). */
export function ResourcesPage() {
  const { t } = useTranslation(RESOURCES_NS);
  const { user } = useSession();
  const isStaff = user?.is_staff === true;
  return (
    <Stack maw={1100}>
      <ScreenTitle
        title={t('page.title')}
        description={isStaff ? t('page.descriptionStaff') : t('page.descriptionStudent')}
      />
      {isStaff && <UploadResourceCard />}
      <ResourceList isStaff={isStaff} />
    </Stack>
  );
}
