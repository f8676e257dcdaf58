import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../i18n';
import '../register-strings';

export interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
  /** I Agree: ticks the terms checkbox and closes. */
  onAgree: () => void;
}

/** The registration terms (spec 1 §1, §2 /register): Close and I Agree. */
export function TermsModal({ opened, onClose, onAgree }: TermsModalProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('terms.intro')}</Text>
        <List size="sm" spacing="xs">
          <List.Item>{t('terms.academicAid')}</List.Item>
          <List.Item>{t('terms.honest')}</List.Item>
          <List.Item>{t('terms.aiTraining')}</List.Item>
          <List.Item>{t('terms.password')}</List.Item>
        </List>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('terms.close')}
          </Button>
          <Button onClick={onAgree}>{t('terms.agree')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
