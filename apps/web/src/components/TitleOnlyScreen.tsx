import { ScreenTitle } from './ScreenTitle';

/**
 * Screens whose content later issues build (log book, billing, profile …). They show their title
 * and nothing invented in the meantime.
 */
export function TitleOnlyScreen({ title }: { title: string }) {
  return <ScreenTitle title={title} />;
}
