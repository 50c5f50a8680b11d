import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodErrorMap } from '../../lib/validation';
import { withUniqueId } from './keyed-record';

/**
 * The form of one entry of a keyed record, adding (`editId` null) or editing: the entry's schema,
 * refusing an id another entry has (with the message `idTaken`); the edited entry, or `fresh`
 * values, as its defaults; checked as fields are left.
 */
export function useEntryForm<TValues extends FieldValues & { id: string }, TEntry>({
  schema,
  entries,
  editId,
  idTaken,
  fresh,
}: {
  schema: z.ZodType<TValues, TValues>;
  entries: Record<string, TEntry>;
  editId: string | null;
  idTaken: string;
  fresh: () => TValues;
}) {
  const editing = editId !== null ? entries[editId] : undefined;
  const unique = useMemo(
    () =>
      withUniqueId(
        schema,
        Object.keys(entries).filter((id) => id !== editId),
        idTaken,
      ),
    [schema, entries, editId, idTaken],
  );
  const form = useForm<TValues, unknown, TValues>({
    resolver: zodResolver(unique, { error: zodErrorMap }),
    defaultValues: (editing && editId
      ? { id: editId, ...editing }
      : fresh()) as DefaultValues<TValues>,
    mode: 'onTouched',
  });
  return { form, editing };
}
