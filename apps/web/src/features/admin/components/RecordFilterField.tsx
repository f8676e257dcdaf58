import { Anchor, Text, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useSearchBox } from '../../../components/use-url-state';

/**
 * A list's one filter, typed: it joins the address once typing pauses. `accept` turns the typed
 * text into the filter, or null when it is none (then `invalid` shows under the field and the
 * list stays as it was).
 */
export function RecordFilterField({
  label,
  description,
  committed,
  accept,
  onCommit,
  invalid,
  inputMode,
  maxLength,
}: {
  label: string;
  description: string;
  committed: string;
  accept: (text: string) => string | null;
  onCommit: (filter: string) => void;
  invalid?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
}) {
  const [text, setText] = useSearchBox(committed, (typed) => {
    const filter = accept(typed);
    if (filter !== null) onCommit(filter);
  });
  return (
    <TextInput
      label={label}
      description={description}
      leftSection={<IconFilter size={16} aria-hidden />}
      type="search"
      inputMode={inputMode}
      maxLength={maxLength}
      maw={420}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      error={accept(text) === null ? invalid : undefined}
    />
  );
}

/**
 * A record's name that narrows the list to it ('Amina Mushi' → her records only); plain text
 * once the list shows only it.
 */
export function FilterLink({
  text,
  label,
  active,
  onFilter,
}: {
  text: string;
  /** What pressing it does, naming `text` ('Show only Amina Mushi's records'). */
  label: string;
  active: boolean;
  onFilter: () => void;
}) {
  const style = { overflowWrap: 'anywhere' } as const;
  if (active) {
    return (
      <Text size="sm" fw={500} style={style}>
        {text}
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      fw={500}
      ta="left"
      onClick={onFilter}
      aria-label={label}
      style={style}
    >
      {text}
    </Anchor>
  );
}
