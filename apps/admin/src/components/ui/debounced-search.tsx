import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SearchInput } from './search-input';

/**
 * A search box that searches a moment after typing stops; `value` is the search applied (from
 * the URL), and a change of it from outside (a link, clear filters, back button) shows in the box.
 */
export function DebouncedSearch({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a settled new text searches; `value` and `onSearch` follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return <SearchInput label={label} placeholder={placeholder} value={text} onChange={setText} />;
}
