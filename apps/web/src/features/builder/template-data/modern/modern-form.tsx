import { backgroundStyles } from '@folio/schema';
import { Controller } from 'react-hook-form';
import { Segmented } from '@/components/ui/segmented';
import { AreaField, TextField } from '../fields';
import { FormGroup, TemplateDataFormShell } from '../form-shell';
import { useBuilderState } from '../../state/builder-context';
import { useTemplateDataForm } from '../use-template-data-form';
import { CertificationsEditor, SoftSkillsEditor, ValuesEditor } from './modern-lists';
import { ColorPicker } from './pickers';

const styleLabels = { gradient: 'Gradient', solid: 'Solid', pattern: 'Pattern' } as const;

export function ModernForm({ websiteId }: { websiteId: number }) {
  const data = useTemplateDataForm('modern', websiteId);
  const { form } = data;
  // The Design section's accent, when chosen, is the one colour of every template: it replaces the primary here.
  const designAccent = useBuilderState((state) => (state.designDraft ?? state.website.design).accent_color);
  return (
    <TemplateDataFormShell
      title="Modern Template Data"
      description="Values, strengths, certifications and colours for the Modern templates."
      dirty={data.dirty}
      saving={data.saving}
      onSave={data.save}
      onReset={data.resetToDefaults}
      saveLabel="Save Modern Template Data"
    >
      <FormGroup title="Core Values & Principles" description="What you stand for, in a few words each.">
        <ValuesEditor form={form} />
      </FormGroup>
      <FormGroup title="Professional Philosophy">
        <TextField form={form} name="tagline" label="Personal Tagline" placeholder="e.g. Turning complex data into simple decisions" />
        <AreaField form={form} name="philosophy" label="Professional Philosophy" max={2000} />
      </FormGroup>
      <FormGroup title="Professional Skills" description="Strengths beyond tools, rated from Beginner to Expert.">
        <SoftSkillsEditor form={form} />
      </FormGroup>
      <FormGroup title="Certifications & Achievements">
        <CertificationsEditor form={form} />
      </FormGroup>
      <FormGroup
        title="Theme Preferences"
        description={
          designAccent
            ? `Your accent colour in Design (${designAccent}) stands in for the Primary Color; use the template's colour there to use this one again.`
            : 'Colours are adjusted on the page so text stays readable.'
        }
      >
        <Controller control={form.control} name="theme.primary_color" render={({ field }) => <ColorPicker label="Primary Color" value={field.value} onChange={field.onChange} />} />
        <Controller control={form.control} name="theme.accent_color" render={({ field }) => <ColorPicker label="Accent Color" value={field.value} onChange={field.onChange} />} />
        <Controller
          control={form.control}
          name="theme.background_style"
          render={({ field }) => (
            <div className="grid gap-2">
              <p className="text-sm font-medium">Background Style</p>
              <Segmented label="Background Style" value={field.value} onChange={field.onChange} options={backgroundStyles.map((style) => ({ value: style, label: styleLabels[style] }))} className="justify-self-start" />
            </div>
          )}
        />
      </FormGroup>
    </TemplateDataFormShell>
  );
}
