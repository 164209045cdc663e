import { dataCategoryOf } from '@folio/schema';
import { getTemplate } from '@folio/templates';
import { LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, SectionPanel } from '../components/section-panel';
import { useBuilderState } from '../state/builder-context';
import { TemplateSelectorModal } from '../template/template-selector-modal';
import { AcademicForm } from './academic-form';
import { BusinessForm } from './business-form';
import { CreativeForm } from './creative-form';
import { DefaultForm } from './default-form';
import { EngineeringForm } from './engineering-form';
import { ModernForm } from './modern/modern-form';
import { TemplateDataLoader } from './template-data-loader';

/** The form for the current template's category (academic, engineering, business, creative, modern, otherwise default). */
export function TemplateDataSection({ plan, siteOrigin, upgradeHref }: { plan: string; siteOrigin: string | null; upgradeHref: (plan: 'pro' | 'premium') => string }) {
  const websiteId = useBuilderState((state) => state.website.id);
  const slug = useBuilderState((state) => state.website.template_slug);
  const [choosing, setChoosing] = useState(false);
  const template = getTemplate(slug);
  const category = template ? dataCategoryOf(template.category) : null;

  const chooser = (
    <div className="grid justify-items-end gap-1">
      <Button variant="outline" onClick={() => setChoosing(true)}>
        <LayoutTemplate aria-hidden="true" />
        {template ? 'Change Template' : 'Choose Template'}
      </Button>
      <span className="text-xs text-muted-foreground">{template ? template.name : 'Select a design template'}</span>
    </div>
  );

  return (
    <SectionPanel
      title="Template Data"
      description={
        template ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            Extra content for your template
            <Badge variant="primary">{template.name}</Badge>
          </span>
        ) : undefined
      }
      action={template ? chooser : undefined}
    >
      {!template || !category ? (
        <EmptyState
          icon={LayoutTemplate}
          title="Select a Template First"
          text="Template data depends on the design you choose."
          action={<Button onClick={() => setChoosing(true)}>Choose Template</Button>}
        />
      ) : category === 'default' ? (
        <DefaultForm />
      ) : (
        <TemplateDataLoader key={category} category={category} websiteId={websiteId}>
          {category === 'academic' ? (
            <AcademicForm websiteId={websiteId} />
          ) : category === 'engineering' ? (
            <EngineeringForm websiteId={websiteId} />
          ) : category === 'business' ? (
            <BusinessForm websiteId={websiteId} />
          ) : category === 'creative' ? (
            <CreativeForm websiteId={websiteId} />
          ) : (
            <ModernForm websiteId={websiteId} />
          )}
        </TemplateDataLoader>
      )}
      <TemplateSelectorModal open={choosing} onOpenChange={setChoosing} plan={plan} siteOrigin={siteOrigin} upgradeHref={upgradeHref} />
    </SectionPanel>
  );
}
