import { Field, FieldControl } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { addTags, TagInput } from '@/components/ui/tag-input';
import { emptySkill, skillIconOptions, type SkillValues } from './form-model';
import { RepeatableList } from './repeatable-list';
import { TextField } from './text-field';

const toTags = (info: string) => addTags([], info);

/** Step 4: skill groups, each a title and its skills (kept as the comma-separated text the API takes). */
export function SkillsStep({ items, onChange, error }: { items: SkillValues[]; onChange: (items: SkillValues[]) => void; error?: string }) {
  return (
    <RepeatableList
      items={items}
      onChange={onChange}
      create={emptySkill}
      noun="Skill group"
      render={(item, update, index) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <TextField label="Group title" value={item.title} onChange={(title) => update({ title })} placeholder="e.g. Frontend" required={index === 0} error={index === 0 ? error : undefined} />
            <Field label="Icon">
              <FieldControl>
                <Select value={item.icon} onChange={(event) => update({ icon: event.target.value })}>
                  {skillIconOptions.map((icon) => (
                    <option key={icon} value={icon}>
                      {icon.charAt(0).toUpperCase() + icon.slice(1)}
                    </option>
                  ))}
                </Select>
              </FieldControl>
            </Field>
          </div>
          <TagInput label="Skills" value={toTags(item.info)} onChange={(tags) => update({ info: tags.join(', ') })} placeholder="e.g. React" help="Press Enter or type a comma after each skill." />
        </>
      )}
    />
  );
}
