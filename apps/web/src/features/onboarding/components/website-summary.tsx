import type { WebsiteWithSections } from '@folio/schema';
import { useTemplates } from '@/api/get-templates';

/** The created website in a few words: its name, template and what it holds. */
export function WebsiteSummary({ website }: { website: WebsiteWithSections }) {
  const templates = useTemplates();
  const templateName = templates.data?.find((template) => template.slug === website.template_slug)?.name ?? website.template_slug;
  const counts = [
    { label: 'experiences', value: website.experiences.length },
    { label: 'educations', value: website.educations.length },
    { label: 'skill groups', value: website.skills.length },
    { label: 'projects', value: website.projects.length },
  ];
  return (
    <div className="grid w-full max-w-md gap-3 rounded-xl border bg-muted/40 p-4 text-left">
      <div className="grid gap-0.5">
        <p className="font-semibold">{website.name}</p>
        <p className="text-sm text-muted-foreground">
          Template: {templateName}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-3 text-center min-[420px]:grid-cols-4">
        {counts.map((count) => (
          <div key={count.label} className="flex flex-col-reverse">
            <dt className="text-[12px] text-muted-foreground">{count.label}</dt>
            <dd className="text-lg font-semibold">{count.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
