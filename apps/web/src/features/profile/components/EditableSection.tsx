import { Alert, List, Stack } from '@mantine/core';
import type { TProfileAnswer } from '@ptlog/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormActions } from '../../../components/FormActions';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import type { TProfileSection } from '../profile-form';
import { SectionCard } from './SectionCard';
import { type TSectionEditor, useSectionEditor } from './useSectionEditor';

interface EditableSectionProps {
  title: string;
  section: TProfileSection;
  profile: TProfileAnswer;
  /** What view mode shows. */
  view: ReactNode;
  /** The labelled inputs of edit mode. */
  renderInputs: (form: TSectionEditor['form']) => ReactNode;
}

const FIRST_INPUT = 'input:not([readonly]):not([disabled]), select:not([disabled])';

/** A profile section that toggles between view and edit; Enter or Save sends the update. */
export function EditableSection({
  title,
  section,
  profile,
  view,
  renderInputs,
}: EditableSectionProps) {
  const { t } = useTranslation(PROFILE_NS);
  const editor = useSectionEditor(profile, section);
  const name = title.toLowerCase();
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editor.editing);

  // Clicking Edit removes the button: move focus to the first input, and back to Edit afterwards.
  useEffect(() => {
    if (wasEditing.current === editor.editing) return;
    wasEditing.current = editor.editing;
    if (editor.editing) formRef.current?.querySelector<HTMLElement>(FIRST_INPUT)?.focus();
    else editRef.current?.focus();
  }, [editor.editing]);

  if (!editor.editing) {
    return (
      <SectionCard title={title} onEdit={editor.startEditing} editRef={editRef}>
        {view}
      </SectionCard>
    );
  }
  return (
    <SectionCard title={title}>
      <form
        ref={formRef}
        onSubmit={editor.handleSubmit}
        noValidate
        aria-label={t('section.editLabel', { section: name })}
      >
        <Stack gap="sm">
          {renderInputs(editor.form)}
          {editor.otherErrors.length > 0 && (
            <Alert
              color="yellow"
              icon={<IconAlertCircle size={18} />}
              title={t('section.fixFirst')}
            >
              <List size="sm">
                {editor.otherErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <FormActions
            failure={editor.failure && translateMessage(editor.failure)}
            gap="sm"
            onCancel={editor.cancel}
            cancelDisabled={editor.saving}
            cancelAriaLabel={t('section.cancelLabel', { section: name })}
            submitLabel={t('section.save')}
            submitting={editor.saving}
            submitAriaLabel={t('section.saveLabel', { section: name })}
          />
        </Stack>
      </form>
    </SectionCard>
  );
}
