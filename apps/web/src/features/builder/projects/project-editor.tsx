import type { Project } from '@folio/schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field, FieldControl } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-client';
import { MonthField } from '../list/month-field';
import { InputField, LIST_HINT, TextareaField } from '../list/form-fields';
import { ItemDialog } from '../list/item-dialog';
import type { EditorProps } from '../list/list-section';
import { TagInput } from '@/components/ui/tag-input';
import { useItemEditor } from '../list/use-item-editor';
import { useBuilder } from '../state/builder-context';
import { builderMessages } from '../state/messages';
import { ProjectImages, type NewImage } from './project-images';
import { projectCategories, projectFieldOf, projectForm, projectFormValues, projectInputOf, type ProjectFormValues } from './project-form';

const techSuggestions = ['React', 'TypeScript', 'Node.js', 'Python', 'PostgreSQL', 'Docker', 'Figma', 'AWS'];

export function ProjectEditor({ item, onClose }: EditorProps<'projects'>) {
  const builder = useBuilder();
  const form = useForm<ProjectFormValues, unknown, z.output<typeof projectForm>>({
    resolver: zodResolver(projectForm),
    defaultValues: projectFormValues(item),
  });
  const { errors } = form.formState;
  const [status, start, end, description] = useWatch({ control: form.control, name: ['status', 'start', 'end', 'description'] });
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<NewImage[]>([]);
  const [uploading, setUploading] = useState(false);
  // Thumbnails of new files are object URLs: released when the modal goes.
  const addedRef = useRef(added);
  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  useEffect(() => () => addedRef.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  /** After the project is saved: removed images go, new ones upload one by one with their progress. */
  const syncImages = async (project: Project) => {
    if (removed.length === 0 && added.length === 0) return;
    setUploading(true);
    for (const img of removed) {
      try {
        await builder.items.removeProjectImage(project.id, img);
        toast.success(builderMessages.imageRemoved);
      } catch (error) {
        toast.error(getErrorMessage(error, builderMessages.imageRemoveFailed));
      }
    }
    for (const image of added) {
      const setProgress = (progress: number) => setAdded((list) => list.map((entry) => (entry.id === image.id ? { ...entry, progress } : entry)));
      setProgress(0);
      try {
        await builder.items.addProjectImage(project.id, image.file, setProgress);
        toast.success(builderMessages.imageUploaded);
      } catch (error) {
        toast.error(getErrorMessage(error, builderMessages.imageUploadFailed));
      }
    }
    setUploading(false);
  };

  const editor = useItemEditor({
    listKey: 'projects',
    item,
    form,
    toInput: projectInputOf(item?.pictures ?? []),
    fieldOf: projectFieldOf,
    messages: { addFailed: 'Failed to add project. Please try again.', updateFailed: 'Failed to update project. Please try again.' },
    onClose,
    afterSave: syncImages,
  });
  const setValue = (name: 'start' | 'end', value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit Project' : 'Add Project'}
      description="Something you built, designed or researched, with links and pictures."
      dirty={editor.dirty || removed.length > 0 || added.length > 0}
      saving={editor.saving || uploading}
      onSubmit={editor.submit}
      submitLabel={item ? 'Save Changes' : 'Add Project'}
    >
      <InputField label="Project name" registration={form.register('title')} error={errors.title?.message} autoFocus />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Category">
          <FieldControl>
            <Select {...form.register('category')}>
              {projectCategories.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FieldControl>
        </Field>
        <Field label="Status">
          <FieldControl>
            <Select
              {...form.register('status', {
                // In progress has no end date (builder.md section 4).
                onChange: (event: { target: { value: string } }) => event.target.value === 'in-progress' && setValue('end', ''),
              })}
            >
              <option value="completed">Completed</option>
              <option value="in-progress">In progress</option>
            </Select>
          </FieldControl>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MonthField label="Start date" value={start} onChange={(value) => setValue('start', value)} error={errors.start?.message} />
        <MonthField label="End date" value={status === 'in-progress' ? '' : end} onChange={(value) => setValue('end', value)} disabled={status === 'in-progress'} error={errors.end?.message} />
      </div>
      <TextareaField label="Description" registration={form.register('description')} error={errors.description?.message} length={description.length} max={800} rows={5} help={LIST_HINT} />
      <Controller
        control={form.control}
        name="technologies"
        render={({ field }) => <TagInput label="Technologies" value={field.value} onChange={field.onChange} suggestions={techSuggestions} help="Press Enter or type a comma after each one." />}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Live demo URL" optional type="url" registration={form.register('implementation')} error={errors.implementation?.message} placeholder="https://" />
        <InputField label="Source code URL" optional type="url" registration={form.register('code_url')} error={errors.code_url?.message} placeholder="https://github.com/…" />
      </div>
      <ProjectImages
        existing={item?.pictures ?? []}
        removed={removed}
        added={added}
        busy={editor.saving || uploading}
        onRemoveExisting={(img) => setRemoved((list) => [...list, img])}
        onRemoveNew={(id) => setAdded((list) => list.filter((image) => image.id !== id))}
        onAdd={(files) => setAdded((list) => [...list, ...files.map((file) => ({ id: `${file.name}-${file.size}-${Math.random()}`, file, url: URL.createObjectURL(file), progress: null }))])}
      />
    </ItemDialog>
  );
}
