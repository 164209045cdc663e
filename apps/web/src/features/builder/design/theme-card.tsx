import { designThemeLabels, designThemes, type DesignTheme } from '@folio/schema';
import type { DesignSummary } from '@folio/templates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Segmented } from '@/components/ui/segmented';
import { useBuilder } from '../state/builder-context';

/** Light, dark, or whichever the visitor's device asks for. */
export function ThemeCard({ summary }: { summary: DesignSummary }) {
  const builder = useBuilder();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Theme</CardTitle>
        <CardDescription>
          {summary.ownTheme ? 'Your choice for every visitor, or their own device’s setting.' : `The template’s own theme is ${summary.theme}. Choose another, or let each visitor’s device decide.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Segmented<DesignTheme>
          label="Theme"
          value={summary.theme}
          onChange={(theme) => builder.design.setTheme(theme)}
          options={designThemes.map((theme) => ({ value: theme, label: designThemeLabels[theme] }))}
        />
        {/* Left to the template, the theme follows a template switch (Noir opens dark, Minimal light). */}
        <Button type="button" variant="outline" size="sm" disabled={!summary.ownTheme} onClick={() => builder.design.setTheme(null)}>
          Use the template’s theme
        </Button>
      </CardContent>
    </Card>
  );
}
