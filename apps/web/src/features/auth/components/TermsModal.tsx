import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
  /** I Agree: ticks the terms checkbox and closes. */
  onAgree: () => void;
}

/** The registration terms (spec 1 §1, §2 /register): Close and I Agree. */
export function TermsModal({ opened, onClose, onAgree }: TermsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Terms and Conditions" centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          PT Logbook helps university students keep the daily work log and weekly log book of their
          industrial practical training. By creating an account you agree to the following:
        </Text>
        <List size="sm" spacing="xs">
          <List.Item>
            PT Logbook is an academic aid. It helps you record, organise and polish your own
            reports; it is not a replacement for your own work, and you remain responsible for what
            you submit.
          </List.Item>
          <List.Item>
            Record your practical training honestly: the hours, dates and tasks in your log book
            must be the ones you actually worked.
          </List.Item>
          <List.Item>
            Text you submit, including reports sent for AI enhancement, may be used to improve the
            AI models behind the service.
          </List.Item>
          <List.Item>
            Keep your password to yourself; you are responsible for what is done with your account.
          </List.Item>
        </List>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onAgree}>I Agree</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
