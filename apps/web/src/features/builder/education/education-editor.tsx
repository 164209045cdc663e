import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FieldControl } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { DateRangeFields, InputField, LIST_HINT, TextareaField } from '../list/form-fields';
import { ItemDialog } from '../list/item-dialog';
import type { EditorProps } from '../list/list-section';
import { TagInput } from '@/components/ui/tag-input';
import { useItemEditor } from '../list/use-item-editor';
import {
  degreeTypes,
  educationFieldOf,
  educationForm,
  educationFormValues,
  educationInputOf,
  honorsOptions,
  type EducationFormValues,
} from './education-form';

export function EducationEditor({ item, onClose }: EditorProps<'educations'>) {
  const form = useForm<EducationFormValues, unknown, z.output<typeof educationForm>>({
    resolver: zodResolver(educationForm),
    defaultValues: educationFormValues(item),
  });
  const { errors } = form.formState;
  const [start, end, current, description] = useWatch({ control: form.control, name: ['start', 'end', 'current', 'description'] });
  const editor = useItemEditor({
    listKey: 'educations',
    item,
    form,
    toInput: educationInputOf,
    fieldOf: educationFieldOf,
    messages: { addFailed: 'Failed to add education. Please try again.', updateFailed: 'Failed to update education' },
    onClose,
  });

  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit Education' : 'Add Education'}
      description="A degree, diploma or certificate and where you earned it."
      dirty={editor.dirty}
      saving={editor.saving}
      onSubmit={editor.submit}
      submitLabel={item ? 'Save Changes' : 'Add Education'}
    >
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <Field label="Degree type">
          <FieldControl>
            <Select {...form.register('degree_type')}>
              {degreeTypes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FieldControl>
        </Field>
        <InputField label="Degree" registration={form.register('degree')} error={errors.degree?.message} placeholder="e.g. Computer Science" autoFocus />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Institution" registration={form.register('name')} error={errors.name?.message} />
        <InputField label="Location" optional registration={form.register('place')} error={errors.place?.message} />
      </div>
      <DateRangeFields
        start={start}
        end={end}
        current={current}
        currentLabel="I currently study here"
        startError={errors.start?.message}
        endError={errors.end?.message}
        onChange={(patch) => {
          for (const [key, value] of Object.entries(patch)) form.setValue(key as 'start' | 'end' | 'current', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="GPA" optional registration={form.register('gpa')} error={errors.gpa?.message} help="Include if 3.5 or higher." />
        <Field label="Honors">
          <FieldControl>
            <Select {...form.register('honors')}>
              {honorsOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FieldControl>
        </Field>
      </div>
      <TextareaField label="Description" registration={form.register('description')} error={errors.description?.message} length={description.length} max={500} help={LIST_HINT} />
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => <TagInput label="Relevant coursework" value={field.value} onChange={field.onChange} help="Press Enter or type a comma after each course." />}
      />
    </ItemDialog>
  );
}
