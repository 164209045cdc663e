import type { ModernData } from '@folio/schema';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { certificationPresets, skillPresets, valuePresets } from './catalogues';
import { certificationIcons, skillIcons, valueIcons } from './icons';
import { NamedIcon } from './named-icon';
import { ColorPicker, IconPicker, StarRating } from './pickers';

type Form = UseFormReturn<ModernData>;

const has = (names: string[], name: string) => names.some((existing) => existing.trim().toLowerCase() === name.toLowerCase());

function errorAt(form: Form, name: Path<ModernData>) {
  return form.getFieldState(name, form.formState).error?.message;
}

function QuickAdd({ label, names, onAdd }: { label: string; names: string[]; onAdd: (name: string) => void }) {
  return (
    <div className="grid gap-2">
      <p className="text-[13px] text-muted-foreground">{label}</p>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={label}>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            onClick={() => onAdd(name)}
            className="rounded-full border border-dashed px-2.5 py-0.5 text-xs text-muted-foreground transition-colors hover:border-solid hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            + {name}
          </button>
        ))}
      </div>
    </div>
  );
}

function EntryHeader({ icon, title, onRemove, removeLabel }: { icon: string; title: string; onRemove: () => void; removeLabel: string }) {
  return (
    <div className="flex items-center gap-2">
      <span className="grid size-8 place-items-center rounded-lg bg-primary-soft text-primary-text" aria-hidden="true">
        <NamedIcon name={icon} className="size-4" />
      </span>
      <p className="min-w-0 flex-1 truncate text-sm font-medium">{title}</p>
      <Button variant="ghost" size="icon-sm" onClick={onRemove} aria-label={removeLabel}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Core Values & Principles: popular values in one click (no duplicates), or custom ones. */
export function ValuesEditor({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'values' });
  const values = useWatch({ control: form.control, name: 'values' }) ?? [];
  const addPreset = (title: string) => {
    const preset = valuePresets.find((item) => item.title === title);
    if (!preset) return;
    if (has(values.map((value) => value.title), title)) {
      toast.warning(`"${title}" is already added to your values`);
      return;
    }
    list.append({ ...preset });
    toast.success(`Added "${title}" to your values`);
  };
  return (
    <div className="grid gap-4">
      <QuickAdd label="Popular values" names={valuePresets.map((item) => item.title)} onAdd={addPreset} />
      {list.fields.map((entry, index) => (
        <div key={entry.id} className="grid gap-3 rounded-lg border bg-background p-3">
          <EntryHeader icon={values[index]?.icon ?? 'star'} title={values[index]?.title || 'New value'} onRemove={() => list.remove(index)} removeLabel={`Remove value ${values[index]?.title ?? index + 1}`} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Title" error={errorAt(form, `values.${index}.title`)}>
              <FieldControl>
                <Input {...form.register(`values.${index}.title`)} />
              </FieldControl>
            </Field>
            <Field label="Description" error={errorAt(form, `values.${index}.description`)}>
              <FieldControl>
                <Input {...form.register(`values.${index}.description`)} />
              </FieldControl>
            </Field>
          </div>
          <Controller control={form.control} name={`values.${index}.icon`} render={({ field }) => <IconPicker label="Icon" icons={valueIcons} value={field.value} onChange={field.onChange} />} />
          <Controller
            control={form.control}
            name={`values.${index}.color`}
            render={({ field }) => <ColorPicker label="Colour" value={field.value} onChange={field.onChange} error={errorAt(form, `values.${index}.color`)} />}
          />
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => list.append({ title: '', description: '', icon: 'star', color: '#667eea' })}>
          <Plus aria-hidden="true" />
          Add custom value
        </Button>
      </div>
    </div>
  );
}

/** Professional Skills: name, icon, 1-5 stars, description; new ones start at 3. */
export function SoftSkillsEditor({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'soft_skills' });
  const skills = useWatch({ control: form.control, name: 'soft_skills' }) ?? [];
  const addPreset = (name: string) => {
    const preset = skillPresets.find((item) => item.name === name);
    if (!preset) return;
    if (has(skills.map((skill) => skill.name), name)) {
      toast.warning(`"${name}" is already added to your skills`);
      return;
    }
    list.append({ ...preset, rating: 3 });
    toast.success(`Added "${name}" to your professional skills`);
  };
  return (
    <div className="grid gap-4">
      <QuickAdd label="Popular skills" names={skillPresets.map((item) => item.name)} onAdd={addPreset} />
      {list.fields.map((entry, index) => (
        <div key={entry.id} className="grid gap-3 rounded-lg border bg-background p-3">
          <EntryHeader icon={skills[index]?.icon ?? 'star'} title={skills[index]?.name || 'New skill'} onRemove={() => list.remove(index)} removeLabel={`Remove skill ${skills[index]?.name ?? index + 1}`} />
          <Field label="Name" error={errorAt(form, `soft_skills.${index}.name`)}>
            <FieldControl>
              <Input {...form.register(`soft_skills.${index}.name`)} />
            </FieldControl>
          </Field>
          <Controller control={form.control} name={`soft_skills.${index}.rating`} render={({ field }) => <StarRating label="Level" value={field.value} onChange={field.onChange} />} />
          <Controller control={form.control} name={`soft_skills.${index}.icon`} render={({ field }) => <IconPicker label="Icon" icons={skillIcons} value={field.value} onChange={field.onChange} />} />
          <Field label="Description" error={errorAt(form, `soft_skills.${index}.description`)}>
            <FieldControl>
              <Textarea rows={2} {...form.register(`soft_skills.${index}.description`)} />
            </FieldControl>
          </Field>
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => list.append({ name: '', description: '', icon: 'star', rating: 3 })}>
          <Plus aria-hidden="true" />
          Add skill
        </Button>
      </div>
    </div>
  );
}

/** Certifications & Achievements: name, issuer, year, optional verification link, icon. */
export function CertificationsEditor({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'certifications' });
  const certifications = useWatch({ control: form.control, name: 'certifications' }) ?? [];
  const addPreset = (name: string) => {
    const preset = certificationPresets.find((item) => item.name === name);
    if (!preset) return;
    if (has(certifications.map((item) => item.name), name)) {
      toast.warning(`"${name}" is already added to your certifications`);
      return;
    }
    list.append({ ...preset, date: String(new Date().getFullYear()), link: '' });
    toast.success(`Added "${name}" to your certifications`);
  };
  return (
    <div className="grid gap-4">
      <QuickAdd label="Popular certifications" names={certificationPresets.map((item) => item.name)} onAdd={addPreset} />
      {list.fields.map((entry, index) => (
        <div key={entry.id} className="grid gap-3 rounded-lg border bg-background p-3">
          <EntryHeader
            icon={certifications[index]?.icon ?? 'award'}
            title={certifications[index]?.name || 'New certification'}
            onRemove={() => list.remove(index)}
            removeLabel={`Remove certification ${certifications[index]?.name ?? index + 1}`}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Name" error={errorAt(form, `certifications.${index}.name`)}>
              <FieldControl>
                <Input {...form.register(`certifications.${index}.name`)} />
              </FieldControl>
            </Field>
            <Field label="Issuer" error={errorAt(form, `certifications.${index}.issuer`)}>
              <FieldControl>
                <Input {...form.register(`certifications.${index}.issuer`)} />
              </FieldControl>
            </Field>
            <Field label="Year" error={errorAt(form, `certifications.${index}.date`)}>
              <FieldControl>
                <Input inputMode="numeric" placeholder="2024" {...form.register(`certifications.${index}.date`)} />
              </FieldControl>
            </Field>
            <Field label="Verification link" error={errorAt(form, `certifications.${index}.link`)} aside={<span className="text-xs text-muted-foreground">Optional</span>}>
              <FieldControl>
                <Input type="url" placeholder="https://" {...form.register(`certifications.${index}.link`)} />
              </FieldControl>
            </Field>
          </div>
          <Controller control={form.control} name={`certifications.${index}.icon`} render={({ field }) => <IconPicker label="Icon" icons={certificationIcons} value={field.value} onChange={field.onChange} />} />
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => list.append({ name: '', issuer: '', date: '', link: '', icon: 'award' })}>
          <Plus aria-hidden="true" />
          Add certification
        </Button>
      </div>
    </div>
  );
}
