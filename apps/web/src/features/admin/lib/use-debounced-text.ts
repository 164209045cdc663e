import { useEffect, useState } from 'react';

/**
 * The text of a filter box: what the user types shows at once and is sent `delay` ms after typing
 * stops; a new value from outside (back button, a cleared filter) replaces it.
 */
export function useDebouncedText(value: string, onChange: (value: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onChange(text.trim()), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange, delay]);
  return [text, setText] as const;
}
