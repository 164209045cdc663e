import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useBuilder, useBuilderState } from '../state/builder-context';

/** Templates without their own data show what they draw from the sections, with shortcuts to them. */
export function DefaultForm() {
  const builder = useBuilder();
  const website = useBuilderState((state) => state.website);
  const counts = [
    { label: 'Experience entries', value: website.experiences.length },
    { label: 'Education entries', value: website.educations.length },
    { label: 'Skill categories', value: website.skills.length },
    { label: 'Projects', value: website.projects.length },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Template Customization</CardTitle>
        <CardDescription>This template needs no extra data: it is built from your sections. Here is what it will show.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map((count) => (
            <div key={count.label} className="rounded-lg border bg-muted/40 p-3">
              <dt className="text-xs text-muted-foreground">{count.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{count.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => builder.ui.setSection('personal')}>
            Edit personal info
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => builder.ui.setSection('experience')}>
            Edit experience
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => builder.ui.setSection('projects')}>
            Edit projects
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
