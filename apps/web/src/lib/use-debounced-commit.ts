import { useEffect, useEffectEvent, useState } from 'react';

/** How long typing in a list's search or number field must pause before the URL follows, in ms. */
export const LIST_DEBOUNCE_MS = 400;

/**
 * A text field bound to a value that lives elsewhere (the URL): typing changes a local draft, which
 * is committed once typing pauses for `delayMs` (or at once with `flush`, e.g. on Enter). When the
 * value changes from outside (Back, "Clear filters"), the field shows it again. Drafts are compared
 * trimmed, so a trailing space does not commit.
 *
 * Returns the text to show, the change handler and `flush`.
 */
export function useDebouncedCommit(
  value: string,
  commit: (value: string) => void,
  delayMs: number = LIST_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  // The text this field committed last: when the value arrives as that, it is our own commit
  // coming back (late, on a busy device, perhaps after more typing), not an outside change.
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    // The value moved: our own commit (keep typing on from the draft) or an outside change (show it).
    setSeen(value);
    if (value !== sent && draft !== null && draft.trim() !== value) setDraft(null);
  }
  const pending = draft !== null && draft.trim() !== value;
  const send = (text: string) => {
    setSent(text.trim());
    commit(text.trim());
  };
  const onCommit = useEffectEvent(send);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => onCommit(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, pending, delayMs]);

  return {
    text: draft ?? value,
    setText: setDraft,
    flush: () => {
      if (pending) send(draft);
    },
  };
}
