import { useEffect, useId, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import type { ListKey, SectionInput, SectionItem } from '../api/sections';
import { useBuilder } from '../state/builder-context';
import { previewItem } from './blank-items';
import { ConflictReloaded } from '../state/writer';

export interface EditorMessages {
  addFailed: string;
  updateFailed: string;
  /** Failures other than a 422 always show the failure message above, never the server's (the blog's spec). */
  failedOnly?: boolean;
}

/**
 * Saving a list item from its modal: the write goes through the builder's queue (so it carries the
 * website version), the server's 422 errors land on the matching fields, and the modal closes on success.
 */
export function useItemEditor<K extends ListKey, V extends FieldValues>({
  listKey,
  item,
  form,
  toInput,
  fieldOf,
  messages,
  onClose,
  afterSave,
}: {
  listKey: K;
  item: SectionItem[K] | null;
  form: UseFormReturn<V>;
  toInput: (values: V) => SectionInput[K];
  /** The form field an API field's error belongs to. */
  fieldOf: (apiField: string) => Path<V> | null;
  messages: EditorMessages;
  onClose: () => void;
  /** More work once the item exists (a new project's images); the modal closes after it. */
  afterSave?: (saved: SectionItem[K]) => Promise<void>;
}) {
  const builder = useBuilder();
  const [saving, setSaving] = useState(false);
  const editorKey = useId();
  const dirty = form.formState.isDirty;

  useEffect(() => {
    builder.ui.setEditorDirty(editorKey, dirty);
    return () => builder.ui.setEditorDirty(editorKey, false);
  }, [builder, editorKey, dirty]);

  // What is typed in the modal shows in the live preview at once, like every other edit.
  const toInputRef = useRef(toInput);
  const done = useRef(false);
  useEffect(() => {
    toInputRef.current = toInput;
  });
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (done.current) return;
      builder.ui.setItemPreview({ key: listKey, item: previewItem(listKey, item, toInputRef.current(values as V)) });
    });
    return () => {
      subscription.unsubscribe();
      builder.ui.setItemPreview(null);
    };
  }, [builder, form, listKey, item]);

  const fallback = item ? messages.updateFailed : messages.addFailed;

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const answer = await builder.items.saveItem(listKey, item?.id ?? null, toInput(values));
      builder.ui.setEditorDirty(editorKey, false);
      // The saved item is in the list now: the preview stops showing the form's copy.
      done.current = true;
      builder.ui.setItemPreview(null);
      toast.success(answer.message);
      await afterSave?.(answer.item);
      onClose();
    } catch (error) {
      // The user took the server's version: this form's edits are discarded with the rest.
      if (error instanceof ConflictReloaded) {
        builder.ui.setEditorDirty(editorKey, false);
        onClose();
        return;
      }
      if (isApiError(error, 422)) {
        for (const [apiField, list] of Object.entries(error.fieldErrors)) {
          const field = fieldOf(apiField);
          if (field && list[0]) form.setError(field, { message: list[0] });
        }
      }
      toast.error(messages.failedOnly && !isApiError(error, 422) ? fallback : getErrorMessage(error, fallback));
    } finally {
      setSaving(false);
    }
  });

  return { saving, dirty, submit: () => void submit() };
}
