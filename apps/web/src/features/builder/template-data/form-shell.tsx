import { RotateCcw, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The frame of a template-data form: its title, its groups, Reset to Defaults and Save. */
export function TemplateDataFormShell({
  title,
  description,
  dirty,
  saving,
  onSave,
  onReset,
  saveLabel = 'Save',
  children,
}: {
  title: string;
  description: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
  saveLabel?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      data-builder-history
      aria-label={title}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="grid gap-1">
        <h3 className="text-base font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-2 rounded-xl border bg-background/90 p-3 shadow-sm backdrop-blur">
        {dirty && <p className="mr-auto text-sm text-muted-foreground">You have unsaved changes</p>}
        <Button variant="outline" onClick={onReset} disabled={saving}>
          <RotateCcw aria-hidden="true" />
          Reset to Defaults
        </Button>
        <Button type="submit" disabled={!dirty} loading={saving}>
          <Save aria-hidden="true" />
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}

/** A titled group of fields inside a template-data form. */
export function FormGroup({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-[15px]">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
