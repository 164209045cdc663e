import type { SkillLevel } from '@folio/schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { InputField } from '../list/form-fields';
import { ItemDialog } from '../list/item-dialog';
import type { EditorProps } from '../list/list-section';
import { useItemEditor } from '../list/use-item-editor';
import { SkillIcon } from './skill-icon';
import { iconForCategory } from './skill-icons';
import { levelLabels, skillsFieldOf, skillsForm, skillsFormValues, skillsInputOf, type SkillsFormValues } from './skills-form';

const suggestions = ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'SQL', 'Figma', 'Communication', 'Leadership', 'Git'];
const levels = Object.entries(levelLabels) as Array<[SkillLevel, string]>;

export function SkillsEditor({ item, onClose }: EditorProps<'skills'>) {
  const form = useForm<SkillsFormValues, unknown, z.output<typeof skillsForm>>({
    resolver: zodResolver(skillsForm),
    defaultValues: skillsFormValues(item),
  });
  const { errors } = form.formState;
  const skills = useFieldArray({ control: form.control, name: 'info' });
  const [title, info] = useWatch({ control: form.control, name: ['title', 'info'] });
  const [name, setName] = useState('');
  const [level, setLevel] = useState<SkillLevel>('intermediate');
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const editor = useItemEditor({
    listKey: 'skills',
    item,
    form,
    toInput: skillsInputOf,
    fieldOf: skillsFieldOf,
    messages: { addFailed: 'Failed to add skills. Please try again.', updateFailed: 'Failed to update skills' },
    onClose,
  });

  /** Duplicates are refused whatever their case (builder.md section 5). */
  const add = (raw: string) => {
    const skill = raw.trim();
    if (!skill) return;
    if (info.some((existing) => existing.name.toLowerCase() === skill.toLowerCase())) {
      setDuplicate(`“${skill}” is already in this category`);
      return;
    }
    skills.append({ name: skill, level });
    form.clearErrors('info');
    setDuplicate(null);
    setName('');
    setLevel('intermediate');
  };

  const unused = suggestions.filter((item) => !info.some((skill) => skill.name.toLowerCase() === item.toLowerCase()));

  return (
    <ItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit Skill Category' : 'Add Skill Category'}
      description="A group of related skills, e.g. Languages, Design or Leadership."
      dirty={editor.dirty}
      saving={editor.saving}
      onSubmit={editor.submit}
      submitLabel={item ? 'Save Changes' : 'Add Category'}
    >
      <div className="flex items-end gap-3">
        <span className="mb-0.5 grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text" aria-hidden="true">
          <SkillIcon name={iconForCategory(title)} className="size-5" />
        </span>
        <div className="flex-1">
          <InputField label="Category name" registration={form.register('title')} error={errors.title?.message} placeholder="e.g. Frontend Development" autoFocus />
        </div>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Skills</legend>
        <div className="grid gap-2 sm:grid-cols-[1fr_10rem_auto]">
          <div>
            <Label htmlFor="new-skill" className="sr-only">
              Skill name
            </Label>
            <Input
              id="new-skill"
              value={name}
              placeholder="Add a skill"
              aria-invalid={duplicate ? true : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setDuplicate(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ',') {
                  event.preventDefault();
                  add(name);
                }
              }}
            />
          </div>
          <div>
            <Label htmlFor="new-skill-level" className="sr-only">
              Level of the new skill
            </Label>
            <Select id="new-skill-level" value={level} onChange={(event) => setLevel(event.target.value as SkillLevel)}>
              {levels.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" onClick={() => add(name)}>
            <Plus aria-hidden="true" />
            Add Skill
          </Button>
        </div>
        {duplicate && (
          <p role="alert" className="text-[13px] text-danger-text">
            {duplicate}
          </p>
        )}
        {errors.info?.message && (
          <p role="alert" className="text-[13px] text-danger-text">
            {errors.info.message}
          </p>
        )}
        {unused.length > 0 && (
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Suggested skills">
            {unused.slice(0, 8).map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => add(suggestion)}
                className="rounded-full border border-dashed px-2.5 py-0.5 text-xs text-muted-foreground transition-colors hover:border-solid hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                + {suggestion}
              </button>
            ))}
          </div>
        )}
        {skills.fields.length > 0 && (
          <ul className="grid gap-2" aria-label="Skills in this category">
            {skills.fields.map((field, index) => (
              <li key={field.id} className="flex items-center gap-2 rounded-lg border bg-background p-2 pl-3">
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{field.name}</span>
                <Label htmlFor={`skill-level-${field.id}`} className="sr-only">
                  Level of {field.name}
                </Label>
                <Select id={`skill-level-${field.id}`} className="w-36" {...form.register(`info.${index}.level`)}>
                  {levels.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
                <Button variant="ghost" size="icon-sm" onClick={() => skills.remove(index)} aria-label={`Remove ${field.name}`}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </ItemDialog>
  );
}
