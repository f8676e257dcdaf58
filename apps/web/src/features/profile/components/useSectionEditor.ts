import { useForm } from '@mantine/form';
import { MESSAGES, type TProfileAnswer } from '@ptlog/shared';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { useSingleFlight } from '../../../lib/single-flight';
import { type TUnsavedDrafts, unsavedDrafts } from '../../../lib/unsaved-drafts';
import { useUpdateProfile } from '../api';
import { profileUpdateFailure } from '../profile-errors';
import {
  errorsOutsideSection,
  profileToFormValues,
  sectionUpdateInput,
  type TProfileFormValues,
  type TProfileSection,
  validateProfileForm,
} from '../profile-form';

const draftKey = (section: TProfileSection) => `profile:${section}`;

/** The fields typed and not saved, as kept: only those that differ from the profile. */
type TKeptEdits = Partial<TProfileFormValues>;

function keptEdits(drafts: TUnsavedDrafts, section: TProfileSection): TKeptEdits | undefined {
  const kept = drafts.get(draftKey(section));
  if (typeof kept !== 'object' || kept === null) return undefined;
  const entries = Object.entries(kept).filter(([, value]) => typeof value === 'string');
  return entries.length > 0 ? (Object.fromEntries(entries) as TKeptEdits) : undefined;
}

/** The values that differ from `saved`: what a draft keeps. */
function editsOf(values: TProfileFormValues, saved: TProfileFormValues): TKeptEdits {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => saved[field as keyof TProfileFormValues] !== value,
    ),
  ) as TKeptEdits;
}

/**
 * View/edit state of one profile section. The form starts from the latest profile each time
 * editing starts, and saving sends the names and this section's fields (PUT; the server keeps the
 * rest). What is typed and not saved is kept on the device (lib/unsaved-drafts.ts, the fields that
 * differ from the profile): leaving the screen and coming back opens the section again with it,
 * laid over the profile as it is then.
 */
export function useSectionEditor(
  profile: TProfileAnswer,
  section: TProfileSection,
  drafts: TUnsavedDrafts = unsavedDrafts,
) {
  const [kept] = useState(() => keptEdits(drafts, section));
  const [editing, setEditing] = useState(kept !== undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProfile();
  const form = useForm<TProfileFormValues>({
    initialValues: { ...profileToFormValues(profile), ...kept },
    validate: (values) => validateProfileForm(values, section),
    onValuesChange: (values) => {
      const edits = editsOf(values, profileToFormValues(profile));
      if (Object.keys(edits).length === 0) drafts.discard(draftKey(section));
      else drafts.keep(draftKey(section), edits);
    },
  });

  function startEditing() {
    const values = profileToFormValues(profile);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    setFailure(null);
    setEditing(true);
  }

  function cancel() {
    drafts.discard(draftKey(section));
    form.clearErrors();
    setFailure(null);
    setEditing(false);
  }

  // One save per tap: a double tap would send the section twice and say "updated" twice.
  const save = useSingleFlight(async (values: TProfileFormValues) => {
    setFailure(null);
    try {
      await update.mutateAsync(sectionUpdateInput(values, section, profile));
      drafts.discard(draftKey(section));
      notify.success(MESSAGES.profile.updated);
      setEditing(false);
    } catch (error) {
      const result = profileUpdateFailure(error);
      form.setErrors(result.fieldErrors);
      setFailure(result.message);
    }
  });
  const handleSubmit = form.onSubmit((values) => save(values));

  return {
    editing,
    form,
    startEditing,
    cancel,
    handleSubmit,
    saving: update.isPending,
    failure,
    otherErrors: errorsOutsideSection(form.errors, section),
  };
}

export type TSectionEditor = ReturnType<typeof useSectionEditor>;
