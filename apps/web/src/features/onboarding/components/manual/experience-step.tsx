import { TagInput } from '@/components/ui/tag-input';
import { emptyExperience, type ExperienceValues } from './form-model';
import { RepeatableList } from './repeatable-list';
import { TextField } from './text-field';

/** Step 2: work experience (optional: Next is always enabled here). */
export function ExperienceStep({ items, onChange }: { items: ExperienceValues[]; onChange: (items: ExperienceValues[]) => void }) {
  return (
    <RepeatableList
      items={items}
      onChange={onChange}
      create={emptyExperience}
      noun="Experience"
      render={(item, update) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Position" value={item.position} onChange={(position) => update({ position })} />
            <TextField label="Company" value={item.name} onChange={(name) => update({ name })} />
            <TextField label="Location" value={item.place} onChange={(place) => update({ place })} />
            <TextField label="Dates" value={item.date} onChange={(date) => update({ date })} placeholder="e.g. 2021 – Present" />
          </div>
          <TextField label="Description" value={item.description} onChange={(description) => update({ description })} multiline maxLength={1000} />
          <TagInput label="Skills used" value={item.skills} onChange={(skills) => update({ skills })} help="Press Enter or type a comma after each skill." />
        </>
      )}
    />
  );
}
