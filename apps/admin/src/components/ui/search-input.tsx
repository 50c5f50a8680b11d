import { Search } from 'lucide-react';

/** A search box with a magnifier and a label for screen readers. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="search-input">
      <Search size={16} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
      <input
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
