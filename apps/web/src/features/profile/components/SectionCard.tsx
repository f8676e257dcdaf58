import { Button, Card, Group, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

interface SectionCardProps {
  title: string;
  /** Shows an Edit button (view mode only). */
  onEdit?: () => void;
  /** The Edit button, so focus can return to it after editing. */
  editRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A titled profile section; a region named by its title so it can be found by name. */
export function SectionCard({ title, onEdit, editRef, children }: SectionCardProps) {
  const { t } = useTranslation(PROFILE_NS);
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {onEdit && (
          <Button
            ref={editRef}
            variant="light"
            size="compact-sm"
            // Never squeezed by a title wrapping to two lines: the label was cut to "Edi".
            style={{ flexShrink: 0 }}
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={t('section.editLabel', { section: title.toLowerCase() })}
          >
            {t('section.edit')}
          </Button>
        )}
      </Group>
      {children}
    </Card>
  );
}
