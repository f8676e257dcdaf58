import { Stack } from '@mantine/core';
import { useSession } from '../../../app/session/SessionProvider';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { ResourceList } from '../components/ResourceList';
import { UploadResourceCard } from '../components/UploadResourceCard';

/** /resources: templates, examples and guidelines shared by staff (spec 2 §7 Resources). */
export function ResourcesPage() {
  const { user } = useSession();
  const isStaff = user?.is_staff === true;
  return (
    <Stack maw={1100}>
      <ScreenTitle
        title="Resources"
        description={
          isStaff
            ? 'Documents you share with students, by department.'
            : 'Templates, examples and guidelines for your department.'
        }
      />
      {isStaff && <UploadResourceCard />}
      <ResourceList isStaff={isStaff} />
    </Stack>
  );
}
