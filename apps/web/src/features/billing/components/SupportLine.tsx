import { Anchor, Text } from '@mantine/core';
import { SUPPORT_GREETINGS, whatsappChatUrl } from '@ptlog/shared';
import { currentLanguage } from '../../../i18n/i18n';
import { Trans, useTranslation } from '../../../i18n/react';
import { BILLING_NS } from '../i18n';

/**
 * "Questions about a payment? Chat with support on WhatsApp", when staff set a support number
 * (Site settings says it shows on the billing page); nothing when they did not.
 */
export function SupportLine({ number }: { number: string | undefined }) {
  const { t } = useTranslation(BILLING_NS);
  const chatUrl = number ? whatsappChatUrl(number, SUPPORT_GREETINGS[currentLanguage()]) : null;
  if (!chatUrl) return null;
  return (
    <Text size="sm">
      <Trans
        t={t}
        i18nKey="page.support"
        values={{ number }}
        components={{ chat: <Anchor href={chatUrl} target="_blank" rel="noopener noreferrer" /> }}
      />
    </Text>
  );
}
