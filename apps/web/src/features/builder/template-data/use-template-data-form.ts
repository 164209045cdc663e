import { templateDataSchemas, type TemplateDataByCategory } from '@folio/schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTemplateData } from '../api/get-template-data';
import { useBuilder, useBuilderState } from '../state/builder-context';

type Category = keyof TemplateDataByCategory;

/** The schema's defaults, for Reset to Defaults. */
export function schemaDefaults<C extends Category>(category: C): TemplateDataByCategory[C] {
  return templateDataSchemas[category].parse({}) as TemplateDataByCategory[C];
}

/**
 * One template-data form: loads the saved document (or the defaults), mirrors every edit into
 * the builder (the preview shows it, the header's Save and autosave save it), and takes the saved
 * values back after a save or a reload. Save stays disabled until something changed.
 */
export function useTemplateDataForm<C extends Category>(category: C, websiteId: number, resetValues?: () => TemplateDataByCategory[C]) {
  type Values = TemplateDataByCategory[C] & FieldValues;
  const builder = useBuilder();
  // Loaded by TemplateDataLoader before this form mounts, so the form starts from real values.
  const query = useTemplateData(websiteId, category);
  const nonce = useBuilderState((state) => state.templateDataNonce);
  const draft = useBuilderState((state) => (state.templateDraft?.category === category ? state.templateDraft : null));
  const dirty = draft?.dirty === true;
  const [saving, setSaving] = useState(false);
  const baseline = useRef<string>('');

  const form = useForm<Values>({
    resolver: zodResolver(templateDataSchemas[category]) as unknown as Resolver<Values>,
    // A draft left when switching sections comes back as it was.
    defaultValues: (draft?.data ?? query.data) as DefaultValues<Values> | undefined,
  });

  // The saved values are the baseline; a save or a reload puts them in the form.
  useEffect(() => {
    if (!query.data) return;
    baseline.current = JSON.stringify(query.data);
    const current = builder.store.getState().templateDraft;
    const keep = current?.category === category && current.dirty ? current.data : query.data;
    form.reset(keep as Values);
    builder.website.setTemplateDraft(category, keep, JSON.stringify(keep) !== baseline.current);
  }, [query.data, nonce, category, builder, form]);

  useEffect(() => {
    // A change of a named field is the user's edit (a history step); a reset names none.
    const subscription = form.watch((values, { name }) => builder.website.setTemplateDraft(category, values, JSON.stringify(values) !== baseline.current, name !== undefined));
    return () => subscription.unsubscribe();
  }, [form, builder, category]);

  const save = form.handleSubmit(async () => {
    setSaving(true);
    const result = await builder.save.saveTemplateData();
    setSaving(false);
    for (const [field, message] of Object.entries(result.errors)) form.setError(field as Path<Values>, { message });
  });

  const resetToDefaults = () => {
    const before = builder.store.getState().templateDraft;
    form.reset(resetValues?.() ?? schemaDefaults(category), { keepDefaultValues: true });
    const values = form.getValues();
    builder.website.setTemplateDraft(category, values, JSON.stringify(values) !== baseline.current, true, before);
  };

  return { form, dirty, saving, save: () => void save(), resetToDefaults };
}

