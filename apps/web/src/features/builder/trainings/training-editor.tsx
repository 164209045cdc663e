import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, LIST_HINT, TextareaField } from '../list/form-fields';
import { ItemDialog } from '../list/item-dialog';
import type { EditorProps } from '../list/list-section';
import { TagInput } from '@/components/ui/tag-input';
import { useItemEditor } from '../list/use-item-editor';
import { trainingFieldOf, trainingForm, trainingFormValues, trainingInputOf, trainingSuggestions, type TrainingFormValues } from './training-form';

export function TrainingEditor({ item, onClose }: EditorProps<'trainings'>) {
  const form = useForm<TrainingFormValues, unknown, z.output<typeof trainingForm>>({
    resolver: zodResolver(trainingForm),
    defaultValues: trainingFormValues(item),
  });
  const { errors } = form.formState;
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const editor = useItemEditor({
    listKey: 'trainings',
    item,
    form,
    toInput: trainingInputOf(item),
    fieldOf: trainingFieldOf,
    messages: { addFailed: 'Failed to add training', updateFailed: 'Failed to update training' },
    onClose,
  });
  const fill = (suggestion: (typeof trainingSuggestions)[number]) => {
    form.setValue('title', suggestion.title, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('institute', suggestion.institute, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit Training' : 'Add Training'}
      description="A course, training or certification you completed."
      dirty={editor.dirty}
      saving={editor.saving}
      onSubmit={editor.submit}
      submitLabel={item ? 'Save Changes' : 'Add Training'}
    >
      {!item && !title && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Popular certifications</p>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Popular certifications">
            {trainingSuggestions.map((suggestion) => (
              <button
                key={suggestion.title}
                type="button"
                onClick={() => fill(suggestion)}
                className="rounded-full border border-dashed px-2.5 py-0.5 text-xs text-muted-foreground transition-colors hover:border-solid hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                + {suggestion.title}
              </button>
            ))}
          </div>
        </div>
      )}
      <InputField label="Training name" registration={form.register('title')} error={errors.title?.message} autoFocus />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Institution/Provider" registration={form.register('institute')} error={errors.institute?.message} />
        <InputField label="Date" optional registration={form.register('date')} error={errors.date?.message} placeholder="e.g. Mar 2023" />
      </div>
      <TextareaField label="Description" registration={form.register('description')} error={errors.description?.message} length={description.length} max={1000} help={LIST_HINT} />
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => <TagInput label="Skills gained" value={field.value} onChange={field.onChange} help="Press Enter or type a comma after each skill." />}
      />
    </ItemDialog>
  );
}
