import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type ArrayPath, type FieldArray, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TagInput } from '@/components/ui/tag-input';

/** Fields bound to a template-data form by path, with the error of that path under them. */

function errorAt<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

interface Bound<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  help?: ReactNode;
}

export function TextField<V extends FieldValues>({ form, name, label, help, placeholder, type = 'text' }: Bound<V> & { placeholder?: string; type?: string }) {
  return (
    <Field label={label} help={help} error={errorAt(form, name)}>
      <FieldControl>
        <Input type={type} placeholder={placeholder} {...form.register(name)} />
      </FieldControl>
    </Field>
  );
}

export function NumberField<V extends FieldValues>({ form, name, label, help, min = 0, max, step = 1 }: Bound<V> & { min?: number; max?: number; step?: number }) {
  return (
    <Field label={label} help={help} error={errorAt(form, name)}>
      <FieldControl>
        <Input type="number" inputMode="decimal" min={min} max={max} step={step} {...form.register(name, { valueAsNumber: true })} />
      </FieldControl>
    </Field>
  );
}

export function AreaField<V extends FieldValues>({ form, name, label, help, max, rows = 4 }: Bound<V> & { max: number; rows?: number }) {
  const value = useWatch({ control: form.control, name }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <Field
      label={label}
      help={help}
      error={errorAt(form, name)}
      aside={<span className={length > max ? 'text-xs font-medium text-danger-text' : 'text-xs text-muted-foreground tabular-nums'}>{length}/{max}</span>}
    >
      <FieldControl>
        <Textarea rows={rows} {...form.register(name)} />
      </FieldControl>
    </Field>
  );
}

export function TagsField<V extends FieldValues>({ form, name, label, help, suggestions }: Bound<V> & { suggestions?: string[] }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TagInput
          label={label}
          value={Array.isArray(field.value) ? (field.value as string[]) : []}
          onChange={field.onChange}
          help={typeof help === 'string' ? help : 'Press Enter or type a comma after each one.'}
          suggestions={suggestions}
        />
      )}
    />
  );
}

export interface ObjectFieldSpec {
  key: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select';
  options?: readonly string[];
  placeholder?: string;
}

/** A list of small records (certifications, awards ...): each in its own box, with Add and Remove. */
export function ObjectListField<V extends FieldValues>({
  form,
  name,
  label,
  itemLabel,
  fields,
  newItem,
}: {
  form: UseFormReturn<V>;
  name: ArrayPath<V>;
  label: string;
  itemLabel: string;
  fields: ObjectFieldSpec[];
  newItem: FieldArray<V, ArrayPath<V>>;
}) {
  const list = useFieldArray({ control: form.control, name });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {list.fields.length === 0 && <p className="text-sm text-muted-foreground">None yet.</p>}
      {list.fields.map((entry, index) => (
        <div key={entry.id} className="grid gap-3 rounded-lg border bg-background p-3">
          <div className="flex items-center justify-between">
            <p className="text-xs font-medium text-muted-foreground">
              {itemLabel} {index + 1}
            </p>
            <Button variant="ghost" size="icon-sm" onClick={() => list.remove(index)} aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((spec) => {
              const path = `${name}.${index}.${spec.key}` as Path<V>;
              const error = errorAt(form, path);
              return (
                <Field key={spec.key} label={spec.label} error={error} className={spec.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                  <FieldControl>
                    {spec.kind === 'textarea' ? (
                      <Textarea rows={3} {...form.register(path)} />
                    ) : spec.kind === 'select' ? (
                      <Select {...form.register(path)}>
                        {spec.options?.map((option) => (
                          <option key={option} value={option}>
                            {option}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <Input placeholder={spec.placeholder} {...form.register(path)} />
                    )}
                  </FieldControl>
                </Field>
              );
            })}
          </div>
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => list.append(newItem)}>
          <Plus aria-hidden="true" />
          Add {itemLabel}
        </Button>
      </div>
    </fieldset>
  );
}
