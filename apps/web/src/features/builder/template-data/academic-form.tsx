import type { AcademicData } from '@folio/schema';
import { AreaField, NumberField, ObjectListField, TagsField, TextField } from './fields';
import { FormGroup, TemplateDataFormShell } from './form-shell';
import { schemaDefaults, useTemplateDataForm } from './use-template-data-form';

/** Reset to Defaults for academic templates starts from sample figures (builder.md section 9). */
function academicDefaults(): AcademicData {
  const defaults = schemaDefaults('academic');
  return {
    ...defaults,
    publications_count: 12,
    experiments_count: 180,
    research_metrics: { ...defaults.research_metrics, accuracy_rate: 94.7 },
  };
}

export function AcademicForm({ websiteId }: { websiteId: number }) {
  const data = useTemplateDataForm('academic', websiteId, academicDefaults);
  const { form } = data;
  return (
    <TemplateDataFormShell
      title="Academic Portfolio Data"
      description="Research, publications and teaching: what academic templates show beside your CV."
      dirty={data.dirty}
      saving={data.saving}
      onSave={data.save}
      onReset={data.resetToDefaults}
    >
      <FormGroup title="Research">
        <AreaField form={form} name="philosophy" label="Research philosophy" max={2000} />
        <TagsField form={form} name="research_areas" label="Research areas" suggestions={['Machine Learning', 'Computational Biology', 'Public Health', 'Econometrics']} />
        <TagsField form={form} name="achievements" label="Achievements" help="Press Enter after each achievement." />
        <TextField form={form} name="scholar_profile" label="Scholar profile URL" type="url" placeholder="https://scholar.google.com/…" />
      </FormGroup>
      <FormGroup title="Highlights">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField form={form} name="publications_count" label="Publications" />
          <NumberField form={form} name="experiments_count" label="Experiments" />
        </div>
        <ObjectListField
          form={form}
          name="philosophy_stats"
          label="Philosophy highlights"
          itemLabel="Highlight"
          fields={[
            { key: 'icon', label: 'Icon (up to 2 characters)', placeholder: '🔬' },
            { key: 'text', label: 'Text' },
          ]}
          newItem={{ icon: '', text: '' }}
        />
      </FormGroup>
      <FormGroup title="Academic metrics">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField form={form} name="academic_metrics.publications_count" label="Publications" />
          <NumberField form={form} name="academic_metrics.awards_count" label="Awards" />
          <NumberField form={form} name="academic_metrics.research_years" label="Years of research" max={50} />
          <NumberField form={form} name="academic_metrics.conferences_count" label="Conferences" />
        </div>
      </FormGroup>
      <FormGroup title="Research metrics">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField form={form} name="research_metrics.models_deployed" label="Models deployed" />
          <NumberField form={form} name="research_metrics.datasets_analyzed" label="Datasets analyzed" />
          <NumberField form={form} name="research_metrics.research_papers" label="Research papers" />
          <NumberField form={form} name="research_metrics.accuracy_rate" label="Accuracy rate (%)" max={100} step={0.1} />
        </div>
      </FormGroup>
    </TemplateDataFormShell>
  );
}
