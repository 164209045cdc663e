import { Field, FieldControl } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TagInput } from '@/components/ui/tag-input';
import { emptyProject, projectCategories, type ProjectValues } from './form-model';
import { RepeatableList } from './repeatable-list';
import { TextField } from './text-field';

/** Step 5: projects (optional), with their category, technologies and links. */
export function ProjectsStep({ items, onChange, errors }: { items: ProjectValues[]; onChange: (items: ProjectValues[]) => void; errors: Record<string, string> }) {
  return (
    <RepeatableList
      items={items}
      onChange={onChange}
      create={emptyProject}
      noun="Project"
      render={(item, update, index) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Project title" value={item.title} onChange={(title) => update({ title })} />
            <Field label="Category">
              <FieldControl>
                <Select value={item.category} onChange={(event) => update({ category: event.target.value })}>
                  {projectCategories.map((category) => (
                    <option key={category}>{category}</option>
                  ))}
                </Select>
              </FieldControl>
            </Field>
            <TextField label="Date" value={item.date} onChange={(date) => update({ date })} placeholder="e.g. 2023" />
          </div>
          <TextField label="Description" value={item.description} onChange={(description) => update({ description })} multiline maxLength={800} />
          <TagInput label="Technologies" value={item.technologies} onChange={(technologies) => update({ technologies })} help="Press Enter or type a comma after each one." />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Code URL" type="url" value={item.code_url} onChange={(code_url) => update({ code_url })} placeholder="https://github.com/…" error={errors[`projects.${index}.code_url`]} />
            <TextField label="Live demo URL" type="url" value={item.implementation} onChange={(implementation) => update({ implementation })} placeholder="https://…" error={errors[`projects.${index}.implementation`]} />
          </div>
        </>
      )}
    />
  );
}
