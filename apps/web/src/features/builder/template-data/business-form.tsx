import { AreaField, NumberField, ObjectListField, TagsField, TextField } from './fields';
import { FormGroup, TemplateDataFormShell } from './form-shell';
import { useTemplateDataForm } from './use-template-data-form';

export function BusinessForm({ websiteId }: { websiteId: number }) {
  const data = useTemplateDataForm('business', websiteId);
  const { form } = data;
  return (
    <TemplateDataFormShell
      title="Business Executive Portfolio Data"
      description="Results, leadership and strategy for executive templates."
      dirty={data.dirty}
      saving={data.saving}
      onSave={data.save}
      onReset={data.resetToDefaults}
    >
      <FormGroup title="Business metrics">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="business_metrics.revenue_impact" label="Revenue impact" placeholder="e.g. $12M" />
          <TextField form={form} name="business_metrics.team_size" label="Team size" placeholder="e.g. 40+" />
          <TextField form={form} name="business_metrics.success_rate" label="Success rate" placeholder="e.g. 92%" />
          <TextField form={form} name="business_metrics.client_satisfaction" label="Client satisfaction" placeholder="e.g. 4.8/5" />
        </div>
      </FormGroup>
      <FormGroup title="Leadership">
        <AreaField form={form} name="leadership_philosophy" label="Leadership philosophy" max={2000} />
        <ObjectListField
          form={form}
          name="leadership_experience"
          label="Leadership experience"
          itemLabel="Role"
          fields={[
            { key: 'role', label: 'Role' },
            { key: 'team_size', label: 'Team size' },
            { key: 'duration', label: 'Duration' },
            { key: 'achievements', label: 'Achievements', kind: 'textarea' },
          ]}
          newItem={{ role: '', team_size: '', duration: '', achievements: '' }}
        />
      </FormGroup>
      <FormGroup title="Strategy">
        <ObjectListField
          form={form}
          name="strategic_initiatives"
          label="Strategic initiatives"
          itemLabel="Initiative"
          fields={[
            { key: 'initiative', label: 'Initiative' },
            { key: 'impact', label: 'Impact' },
            { key: 'timeline', label: 'Timeline' },
            { key: 'outcome', label: 'Outcome', kind: 'textarea' },
          ]}
          newItem={{ initiative: '', impact: '', timeline: '', outcome: '' }}
        />
        <TagsField form={form} name="core_competencies" label="Core competencies" suggestions={['Strategic Planning', 'M&A', 'P&L Management', 'Change Management']} />
      </FormGroup>
      <FormGroup title="Industry focus">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="industry_focus.primary" label="Primary industry" />
          <NumberField form={form} name="industry_focus.experience_years" label="Years in the industry" max={50} />
        </div>
      </FormGroup>
    </TemplateDataFormShell>
  );
}
