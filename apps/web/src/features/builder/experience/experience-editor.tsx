import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateRangeFields, InputField, LIST_HINT, TextareaField } from '../list/form-fields';
import { ItemDialog } from '../list/item-dialog';
import type { EditorProps } from '../list/list-section';
import { TagInput } from '@/components/ui/tag-input';
import { useItemEditor } from '../list/use-item-editor';
import { experienceFieldOf, experienceForm, experienceFormValues, experienceInputOf, type ExperienceFormValues } from './experience-form';

const skillSuggestions = ['Leadership', 'Project Management', 'TypeScript', 'React', 'Python', 'SQL', 'Figma', 'Stakeholder Management'];

export function ExperienceEditor({ item, onClose }: EditorProps<'experiences'>) {
  const form = useForm<ExperienceFormValues, unknown, z.output<typeof experienceForm>>({
    resolver: zodResolver(experienceForm),
    defaultValues: experienceFormValues(item),
  });
  const { errors } = form.formState;
  const [start, end, current, description] = useWatch({ control: form.control, name: ['start', 'end', 'current', 'description'] });
  const editor = useItemEditor({
    listKey: 'experiences',
    item,
    form,
    toInput: experienceInputOf,
    fieldOf: experienceFieldOf,
    messages: { addFailed: 'Failed to add experience. Please try again.', updateFailed: 'Failed to update experience' },
    onClose,
  });

  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit Work Experience' : 'Add Work Experience'}
      description="A role you held: what you did and what you used."
      dirty={editor.dirty}
      saving={editor.saving}
      onSubmit={editor.submit}
      submitLabel={item ? 'Save Changes' : 'Add Experience'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Job title" registration={form.register('position')} error={errors.position?.message} autoFocus />
        <InputField label="Company" registration={form.register('name')} error={errors.name?.message} autoComplete="organization" />
      </div>
      <InputField label="Location" optional registration={form.register('place')} error={errors.place?.message} help="Left empty, the company name is used." />
      <DateRangeFields
        start={start}
        end={end}
        current={current}
        currentLabel="I currently work here"
        startError={errors.start?.message}
        endError={errors.end?.message}
        onChange={(patch) => {
          for (const [key, value] of Object.entries(patch)) form.setValue(key as 'start' | 'end' | 'current', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }}
      />
      <TextareaField label="Description" registration={form.register('description')} error={errors.description?.message} length={description.length} max={1000} rows={5} help={LIST_HINT} />
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => <TagInput label="Skills" value={field.value} onChange={field.onChange} suggestions={skillSuggestions} help="Press Enter or type a comma after each skill." />}
      />
    </ItemDialog>
  );
}
