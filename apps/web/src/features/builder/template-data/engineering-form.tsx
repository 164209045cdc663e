import { NumberField, ObjectListField, TagsField, TextField } from './fields';
import { FormGroup, TemplateDataFormShell } from './form-shell';
import { useTemplateDataForm } from './use-template-data-form';

export function EngineeringForm({ websiteId }: { websiteId: number }) {
  const data = useTemplateDataForm('engineering', websiteId);
  const { form } = data;
  return (
    <TemplateDataFormShell
      title="Engineering Portfolio Data"
      description="Technical specifications, project figures and credentials for engineering templates."
      dirty={data.dirty}
      saving={data.saving}
      onSave={data.save}
      onReset={data.resetToDefaults}
    >
      <FormGroup title="Technical specifications">
        <TextField form={form} name="technical_specs.tolerance" label="Tolerance" placeholder="e.g. ±0.01 mm" />
        <TagsField form={form} name="technical_specs.materials" label="Materials" suggestions={['Aluminium 6061', 'Carbon fibre', 'Stainless steel', 'ABS']} />
        <TagsField form={form} name="technical_specs.software" label="Software" suggestions={['SolidWorks', 'AutoCAD', 'ANSYS', 'MATLAB']} />
      </FormGroup>
      <FormGroup title="Project metrics">
        <div className="grid gap-5 sm:grid-cols-3">
          <NumberField form={form} name="project_metrics.projects_completed" label="Projects completed" />
          <TextField form={form} name="project_metrics.efficiency_improvement" label="Efficiency improvement" placeholder="e.g. 35%" />
          <TextField form={form} name="project_metrics.components_designed" label="Components designed" placeholder="e.g. 120+" />
        </div>
      </FormGroup>
      <FormGroup title="Expertise">
        <NumberField form={form} name="experience_years" label="Years of experience" max={50} />
        <TagsField form={form} name="specializations" label="Specializations" />
        <TagsField form={form} name="memberships" label="Professional memberships" help="Press Enter after each membership." />
        <ObjectListField
          form={form}
          name="certifications"
          label="Certifications"
          itemLabel="Certification"
          fields={[
            { key: 'name', label: 'Name' },
            { key: 'issuer', label: 'Issuer' },
            { key: 'year', label: 'Year', placeholder: '2024' },
          ]}
          newItem={{ name: '', issuer: '', year: '' }}
        />
      </FormGroup>
    </TemplateDataFormShell>
  );
}
