import { TagInput } from '@/components/ui/tag-input';
import { emptyEducation, type EducationValues } from './form-model';
import { RepeatableList } from './repeatable-list';
import { TextField } from './text-field';

/** Step 3: education; at least one with its institution. */
export function EducationStep({ items, onChange, error }: { items: EducationValues[]; onChange: (items: EducationValues[]) => void; error?: string }) {
  return (
    <RepeatableList
      items={items}
      onChange={onChange}
      create={emptyEducation}
      noun="Education"
      render={(item, update, index) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Institution" value={item.name} onChange={(name) => update({ name })} required={index === 0} error={index === 0 ? error : undefined} />
            <TextField label="Degree" value={item.degree} onChange={(degree) => update({ degree })} placeholder="e.g. BSc Computer Science" />
            <TextField label="Location" value={item.place} onChange={(place) => update({ place })} />
            <TextField label="Dates" value={item.date} onChange={(date) => update({ date })} placeholder="e.g. 2016 – 2019" />
            <TextField label="GPA" value={item.gpa} onChange={(gpa) => update({ gpa })} maxLength={20} />
          </div>
          <TextField label="Description" value={item.description} onChange={(description) => update({ description })} multiline maxLength={500} />
          <TagInput label="Skills learned" value={item.skills} onChange={(skills) => update({ skills })} help="Press Enter or type a comma after each skill." />
        </>
      )}
    />
  );
}
