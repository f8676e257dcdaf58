import { useForm } from '@mantine/form';
import { MESSAGES, type TProfileAnswer } from '@ptlog/shared';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { useSingleFlight } from '../../../lib/single-flight';
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

/**
 * View/edit state of one profile section. The form starts from the latest profile each time
 * editing starts, and saving sends the names and this section's fields (PUT; the server keeps the
 * rest).
 */
export function useSectionEditor(profile: TProfileAnswer, section: TProfileSection) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProfile();
  const form = useForm<TProfileFormValues>({
    initialValues: profileToFormValues(profile),
    validate: (values) => validateProfileForm(values, section),
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
    form.clearErrors();
    setFailure(null);
    setEditing(false);
  }

  // One save per tap: a double tap would send the section twice and say "updated" twice.
  const save = useSingleFlight(async (values: TProfileFormValues) => {
    setFailure(null);
    try {
      await update.mutateAsync(sectionUpdateInput(values, section, profile));
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
