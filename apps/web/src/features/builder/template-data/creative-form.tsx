import { exhibitionTypes } from '@folio/schema';
import { AreaField, NumberField, ObjectListField, TagsField, TextField } from './fields';
import { FormGroup, TemplateDataFormShell } from './form-shell';
import { useTemplateDataForm } from './use-template-data-form';

export function CreativeForm({ websiteId }: { websiteId: number }) {
  const data = useTemplateDataForm('creative', websiteId);
  const { form } = data;
  return (
    <TemplateDataFormShell
      title="Creative Portfolio Data"
      description="Your artistic voice, shows and recognition for creative templates."
      dirty={data.dirty}
      saving={data.saving}
      onSave={data.save}
      onReset={data.resetToDefaults}
    >
      <FormGroup title="Practice">
        <AreaField form={form} name="artistic_philosophy" label="Artistic philosophy" max={2000} />
        <TagsField form={form} name="specializations" label="Specializations" suggestions={['Illustration', 'Brand Identity', 'Motion Design', 'Photography']} />
        <TagsField form={form} name="influences" label="Influences" help="Press Enter after each influence." />
      </FormGroup>
      <FormGroup title="Tools">
        <TagsField form={form} name="tools.design_software" label="Design software" suggestions={['Figma', 'Photoshop', 'Illustrator', 'Blender']} />
        <TagsField form={form} name="tools.animation_tools" label="Animation tools" suggestions={['After Effects', 'Cinema 4D', 'Rive']} />
        <TagsField form={form} name="tools.traditional_media" label="Traditional media" suggestions={['Oil', 'Watercolour', 'Charcoal']} />
      </FormGroup>
      <FormGroup title="Recognition">
        <ObjectListField
          form={form}
          name="exhibitions"
          label="Exhibitions"
          itemLabel="Exhibition"
          fields={[
            { key: 'name', label: 'Name' },
            { key: 'venue', label: 'Venue' },
            { key: 'year', label: 'Year', placeholder: '2024' },
            { key: 'type', label: 'Type', kind: 'select', options: exhibitionTypes },
          ]}
          newItem={{ name: '', venue: '', year: '', type: 'Solo' }}
        />
        <ObjectListField
          form={form}
          name="awards"
          label="Awards"
          itemLabel="Award"
          fields={[
            { key: 'award', label: 'Award' },
            { key: 'organization', label: 'Organization' },
            { key: 'year', label: 'Year', placeholder: '2024' },
            { key: 'category', label: 'Category' },
          ]}
          newItem={{ award: '', organization: '', year: '', category: '' }}
        />
      </FormGroup>
      <FormGroup title="Creative metrics">
        <div className="grid gap-5 sm:grid-cols-3">
          <NumberField form={form} name="creative_metrics.projects_completed" label="Projects completed" />
          <TextField form={form} name="creative_metrics.client_satisfaction" label="Client satisfaction" placeholder="e.g. 98%" />
          <NumberField form={form} name="creative_metrics.experience_years" label="Years of experience" max={50} />
        </div>
      </FormGroup>
    </TemplateDataFormShell>
  );
}
